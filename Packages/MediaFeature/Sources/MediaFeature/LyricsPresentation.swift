import MusicPresentation
import SubsonicClient

/// Lyrics ready to show in a terminal, or the sentence saying there are none.
///
/// ```
/// Aurora Vale - First Light
///
/// Morning comes
/// slowly
/// ```
public struct LyricsPresentation: Sendable, Hashable {
  /// `Artist - Title` as the server matched them, else as asked; either alone when the other
  /// is missing (``MusicPresentation/NameText/isMissing(_:)``), `(no title)` when both are.
  public let heading: String
  /// The lyrics' lines, control characters (escape sequences, tabs) turned into spaces and
  /// trailing whitespace dropped; empty when there are none (or only blank ones).
  public let lines: [String]

  /// Presents `lyrics` as found for `artist` and `title` (``LyricsStore/State/loaded(_:)``'s
  /// value and ``LyricsStore/request``'s fields); `nil` lyrics read as none found.
  public init(_ lyrics: Lyrics?, artist: String?, title: String?) {
    let shownArtist = Self.nonBlank(lyrics?.artist) ?? Self.nonBlank(artist)
    let shownTitle = Self.nonBlank(lyrics?.title) ?? Self.nonBlank(title)
    let named = [shownArtist, shownTitle].compactMap { $0.map(Self.cleanLine) }
    heading = named.isEmpty ? NameText.shown(nil, or: .title) : named.joined(separator: " - ")
    let lines =
      lyrics.map { lyrics in
        lyrics.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
          .map { Self.cleanLine(String($0)) }
      } ?? []
    self.lines = lines.allSatisfy(\.isEmpty) ? [] : lines
  }

  /// Whether there are lyrics.
  public var found: Bool { !lines.isEmpty }

  /// The heading, a blank line and the lines; or `No lyrics found for Artist - Title.` No
  /// trailing newline.
  public var text: String {
    guard found else { return "No lyrics found for \(heading)." }
    return ([heading, ""] + lines).joined(separator: "\n")
  }

  private static func nonBlank(_ text: String?) -> String? {
    NameText.isMissing(text) ? nil : text
  }

  private static func cleanLine(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
    }
    return String(String(scalars).reversed().drop(while: \.isWhitespace).reversed())
  }
}
