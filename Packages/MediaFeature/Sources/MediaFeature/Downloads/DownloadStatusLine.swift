import MusicPresentation
import SubsonicClient
import TerminalScreen

/// Draws a ``SongsDownload`` on one row: `Downloading 3/12 “Birdsong” 45% (2.1 MB)` while it
/// saves, then `Saved 12 songs in ./Music`, `Saved “Birdsong.flac”`, with what was already there,
/// and failures in red with the last reason. Nothing while nothing was asked. A view of the
/// download's state; the server's names escaped and cut with `…` by the buffer.
@MainActor
public struct DownloadStatusLine {
  /// The download drawn.
  public let download: SongsDownload

  static let style = Style(dim: true)

  /// A status line for `download`.
  public init(download: SongsDownload) {
    self.download = download
  }

  /// The line's text and style; `nil` while nothing was asked.
  public var text: (String, Style)? {
    switch download.state {
    case .idle: return nil
    case .saving(let song, let index, let count):
      let place = count > 1 ? " \(index + 1)/\(count)" : ""
      let title = NameText.shown(song.title, or: .title)
      return ("Downloading\(place) “\(title)”" + progress, Self.style)
    case .finished(let outcome):
      return (Self.summary(outcome), outcome.failed > 0 ? PaneStatus.failureStyle : Self.style)
    }
  }

  /// Draws the line on the first row of `area`, one column in, cut with `…` to the area.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard let (line, style) = text, area.width > 2, area.height > 0 else { return }
    buffer.put(line, x: area.x + 1, y: area.y, style: style, maxWidth: area.width - 2)
  }

  /// The current song's progress: the share received when the size is known, the bytes.
  private var progress: String {
    guard case .downloading(let progress) = download.store.state else { return "…" }
    let bytes = ByteCountText.text(progress.receivedBytes)
    guard let fraction = progress.fraction else { return " \(bytes)" }
    return " \(Int((min(max(fraction, 0), 1) * 100).rounded(.down)))% (\(bytes))"
  }

  /// What the download did, in one line.
  static func summary(_ outcome: SongsDownload.Outcome) -> String {
    let folder = outcome.folder.map { " in \($0)" } ?? " in the current folder"
    if outcome.saved.isEmpty, outcome.failed == 0, outcome.alreadyThere > 0, !outcome.cancelled {
      let count = outcome.alreadyThere
      return count == 1 ? "Already saved\(folder)" : "All \(count) songs already saved\(folder)"
    }
    var parts: [String] = []
    switch outcome.saved.count {
    case 0: parts.append("Saved nothing")
    case 1: parts.append("Saved “\(outcome.saved[0].shown)”")
    case let count: parts.append("Saved \(count) songs\(folder)")
    }
    if outcome.alreadyThere > 0 {
      parts.append(
        outcome.alreadyThere == 1 ? "1 already there" : "\(outcome.alreadyThere) already there")
    }
    if outcome.failed > 0, let failure = outcome.lastFailure {
      parts.append("\(outcome.failed) failed: \(reason(failure))")
    }
    if outcome.cancelled { parts.append("cancelled") }
    return parts.joined(separator: "; ")
  }

  /// Why a song was not saved, in a few words (the command's messages name its options).
  static func reason(_ failure: DownloadFailure) -> String {
    switch failure {
    case .client(let error): "\(error)"
    case .file(.cannotWrite(let shown, let reason)),
      .file(.cannotWriteOutput(let shown, let reason)):
      "cannot write \(shown): \(reason)"
    case .file(.notRegularFile(let shown)): "\(shown) is not a regular file"
    case .file(.alreadyExists(let shown)): "\(shown) is already there"
    case .file(.missingFolder(_, let folder)): "the folder \(folder) is gone"
    case .file(.unusableName(let shown)), .file(.tooLong(let shown)):
      "\(shown) cannot be a file name"
    }
  }
}
