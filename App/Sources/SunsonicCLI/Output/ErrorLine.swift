import TerminalText

/// A failure's message as the one line `sunsonic:` prints on standard error: line breaks and
/// every other control character escaped, and cut when longer than ``maximumCharacters`` (a
/// server's 15 MiB error message is not printed in full).
enum ErrorLine {
  /// The most characters of a message shown before it is cut.
  static let maximumCharacters = 300

  /// `message` on one line; past ``maximumCharacters`` (escapes included) it is cut and marked
  /// `… [cut: N bytes in all]`.
  static func text(_ message: String) -> String {
    let head = message.prefix(maximumCharacters + 1)
    let line = TerminalEscape.escaped(String(head), keepingLineFeeds: false)
    guard line.count > maximumCharacters || head.endIndex < message.endIndex else { return line }
    return "\(line.prefix(maximumCharacters))… [cut: \(message.utf8.count) bytes in all]"
  }
}
