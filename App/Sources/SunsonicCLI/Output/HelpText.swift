/// Help text folded to fit 80 columns, as terminals and `man`-style readers expect.
enum HelpText {
  /// The width every help line fits in.
  static let width = 80

  /// `text` folded at spaces into lines of at most ``width`` characters: the first line starts
  /// with `first`, the others with `rest` (a hanging indent). A word longer than a line stays
  /// whole on a line of its own.
  static func fold(_ text: String, first: String = "", rest: String = "") -> [String] {
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    for word in text.split(separator: " ") {
      if lineHasWord, line.count + 1 + word.count > width {
        lines.append(line)
        line = rest
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }
}
