import MusicPresentation

extension Invocation {
  /// The columns output fits in: `COLUMNS` when it holds a positive number, else the width of
  /// the terminal standard output is, else none (a pipe or a file takes lines of any length).
  var columns: Int? {
    if let text = environment["COLUMNS"], let value = Int(text), (1...10_000).contains(value) {
      return value
    }
    return console.terminalColumns
  }

  /// Whether the app may draw on standard error (a progress bar): a terminal that is not `dumb`.
  var drawsOnTerminal: Bool {
    console.errorIsTerminal && environment["TERM"] != "dumb"
  }

  /// A feature's table, fitted to ``columns``.
  func table(_ table: CellTable) -> String {
    TextTable.render(table, width: columns)
  }

  /// One line of text (a heading) cut to ``columns``.
  func line(_ text: String) -> String {
    TextTable.line(text, width: columns)
  }

  /// Label and value rows, fitted to ``columns``.
  func labelled(_ rows: [[String]]) -> String {
    TextTable.render(rows: rows, width: columns)
  }
}
