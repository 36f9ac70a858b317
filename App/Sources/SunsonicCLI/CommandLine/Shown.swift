import TerminalText

/// Makes user input safe to show in a one-line message: control characters escaped, long text cut.
enum Shown {
  /// `text` quoted, with quotes, backslashes and ``TerminalEscape``'s unsafe characters escaped and
  /// at most 60 characters kept.
  static func text(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      if shown.unicodeScalars.count >= 60 {
        shown += "…"
        break
      }
      switch scalar {
      case "\"": shown += "\\\""
      case "\\": shown += "\\\\"
      case _ where TerminalEscape.isUnsafe(scalar):
        shown += TerminalEscape.escape(scalar)
      default: shown.unicodeScalars.append(scalar)
      }
    }
    return "\"\(shown)\""
  }
}
