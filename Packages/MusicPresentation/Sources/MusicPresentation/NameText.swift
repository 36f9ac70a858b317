/// What stands in for a name the server left out, or sent with nothing to see in it.
public enum MissingName: String, Sendable, CaseIterable {
  /// A song's title: `(no title)`.
  case title = "(no title)"
  /// The own name of an album, playlist, genre or folder: `(no name)`.
  case name = "(no name)"
  /// An artist's name, in a list of artists or as a song's or album's artist:
  /// `(unknown artist)`.
  case artist = "(unknown artist)"
  /// The album of a song: `(unknown album)`.
  case album = "(unknown album)"
}

/// The one way text output and the views show a name from the server (a title, an artist, an
/// album, a playlist, a genre, a folder): the name as it is when it has anything to see, else a
/// ``MissingName`` in its place, so that no header reads ` (23)` and no cell is left blank.
/// JSON keeps the server's values as they are.
public enum NameText {
  /// `name` unchanged when it holds anything visible; `missing`'s text when it is `nil`, empty,
  /// or only white space, control and format characters (line breaks, escapes, zero-width
  /// spaces). Escaping and cutting the name stay the caller's, as for any server text.
  public static func shown(_ name: String?, or missing: MissingName) -> String {
    guard let name, !isMissing(name) else { return missing.rawValue }
    return name
  }

  /// Whether `name` has nothing to show: `nil`, empty, or only white space, control and format
  /// characters.
  public static func isMissing(_ name: String?) -> Bool {
    guard let name else { return true }
    return !name.unicodeScalars.contains(where: isVisible)
  }

  /// Whether `scalar` shows something: not white space, a control (Cc) or a format character
  /// (Cf: zero-width spaces and joiners, direction marks). A printable ASCII character, which
  /// most names start with, answers without looking its properties up.
  private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    if (0x21...0x7E).contains(scalar.value) { return true }
    if scalar.properties.isWhitespace { return false }
    switch scalar.properties.generalCategory {
    case .control, .format: return false
    default: return true
    }
  }
}
