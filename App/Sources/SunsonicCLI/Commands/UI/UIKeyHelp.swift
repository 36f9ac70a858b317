import TerminalScreen

/// The keys of `sunsonic ui`, as `?` shows them: one list, so the help never disagrees with
/// itself.
enum UIKeyHelp {
  /// Each key (or keys) and what it does.
  static let keys: [(keys: String, does: String)] = [
    ("Up Down j k", "move"),
    ("PgUp PgDn", "move a page"),
    ("Home End g G", "first, last"),
    ("Enter Right l", "open; Enter plays a song"),
    ("Left h Bksp", "back"),
    ("Tab Shift-Tab", "next, previous pane"),
    ("/", "search (Esc: to the results)"),
    ("Space", "pause, play on"),
    ("n b", "next song, previous song"),
    ("s u", "star, unstar the selection"),
    ("1-5 0", "rate the song, remove its rating"),
    ("r", "retry what failed"),
    ("Ctrl-L", "redraw"),
    ("Ctrl-Z", "suspend (fg resumes)"),
    ("?", "this help (any key closes it)"),
    ("q Ctrl-C", "quit"),
  ]

  static let titleStyle = Style(bold: true)

  /// Draws the help in a framed box in the middle of `area`.
  static func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let keyWidth = keys.map(\.keys.count).max() ?? 0
    let lines = keys.map {
      $0.keys + String(repeating: " ", count: keyWidth - $0.keys.count + 2) + $0.does
    }
    let width = min(area.width, (lines.map(\.count).max() ?? 0) + 4)
    let height = min(area.height, lines.count + 2)
    guard width >= 4, height >= 2 else { return }
    let box = Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
      width: width, height: height)
    let bar = String(repeating: "─", count: box.width - 2)
    buffer.put("┌" + bar + "┐", x: box.x, y: box.y)
    for row in (box.y + 1)..<(box.maxY - 1) {
      buffer.put("│", x: box.x, y: row)
      buffer.fill(x: box.x + 1, y: row, width: box.width - 2, height: 1)
      buffer.put("│", x: box.maxX - 1, y: row)
    }
    buffer.put("└" + bar + "┘", x: box.x, y: box.maxY - 1)
    buffer.put(" Keys ", x: box.x + 2, y: box.y, style: titleStyle)
    for (offset, line) in lines.prefix(height - 2).enumerated() {
      buffer.put(line, x: box.x + 2, y: box.y + 1 + offset, maxWidth: box.width - 4)
    }
  }
}
