/// The lines where two golden texts differ, each named by where it is on the screen.
enum SnapshotDiff {
  /// At most this many differing lines are shown.
  static let maximumLines = 20

  /// Expected against actual, line by line (the screen's rows are fixed, so a line-for-line
  /// comparison names the rows that changed); `nil` when they are the same.
  static func lines(expected: [String], actual: [String]) -> String? {
    guard expected != actual else { return nil }
    let separatorIndex = actual.firstIndex(of: SnapshotText.separator)
    var shown: [String] = []
    var differing = 0
    for index in 0..<max(expected.count, actual.count) {
      let old = index < expected.count ? expected[index] : nil
      let new = index < actual.count ? actual[index] : nil
      guard old != new else { continue }
      differing += 1
      guard differing <= maximumLines else { continue }
      shown.append(
        "\(place(of: index, separatorIndex: separatorIndex)):\n"
          + "  expected: \(old.map { "|\($0)|" } ?? "(no line)")\n"
          + "  actual:   \(new.map { "|\($0)|" } ?? "(no line)")")
    }
    if differing > maximumLines { shown.append("… and \(differing - maximumLines) more lines") }
    return shown.joined(separator: "\n")
  }

  /// `row 3` for a row of the screen, `styles row 3` for the marks under it, `line 30` else.
  private static func place(of index: Int, separatorIndex: Int?) -> String {
    guard let separatorIndex else { return "line \(index + 1)" }
    if index < separatorIndex { return "row \(index)" }
    if index > separatorIndex { return "styles row \(index - separatorIndex - 1)" }
    return "line \(index + 1)"
  }
}
