import TerminalScreen

/// The keys of `sunsonic ui`, as `?` shows them: one list, so the help never disagrees with
/// itself.
enum UIKeyHelp {
  /// Each key (or keys) and what it does.
  static let keys: [(keys: String, does: String)] = [
    ("Up Down j k", "move"),
    ("PgUp PgDn", "move a page"),
    ("Home End g G", "first, last"),
    ("Enter Right l", "open (Enter plays)"),
    ("Enter p", "Radio: play a station"),
    ("Left h Bksp", "back"),
    ("Tab Shift-Tab", "next, previous pane"),
    ("t T", "next, previous list"),
    ("/", "search (Esc: results)"),
    ("p", "play the selection"),
    ("x", "radio from selection"),
    ("a", "add to the queue"),
    ("+", "add to a playlist"),
    ("d", "download here"),
    ("S", "share: a public link"),
    ("i", "details, lyrics"),
    ("L", "follow the lyrics"),
    ("R", "resume the saved queue"),
    ("Space", "pause, play on"),
    ("n b", "next, previous song"),
    (", .", "back, forward 10 s"),
    ("< >", "back, forward 1 min"),
    ("- =", "volume down, up"),
    ("m", "mute, unmute"),
    ("s u", "star, unstar"),
    ("1-5 0", "rate, remove rating"),
    ("r", "retry what failed"),
    ("Ctrl-L", "redraw"),
    ("Ctrl-Z", "suspend (fg resumes)"),
    ("?", "this help"),
    ("q Ctrl-C", "quit"),
  ]

  /// Draws the help in a framed box in the middle of `area`, in as many columns as its height
  /// needs.
  static func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let keyWidth = keys.map(\.keys.count).max() ?? 0
    let lines = keys.map {
      $0.keys + String(repeating: " ", count: keyWidth - $0.keys.count + 2) + $0.does
    }
    let lineWidth = lines.map(\.count).max() ?? 0
    let rows = max(1, min(lines.count, area.height - 2))
    let columns = (lines.count + rows - 1) / rows
    let width = min(area.width, columns * (lineWidth + 3) + 1)
    let height = min(area.height, rows + 2)
    guard width >= 4, height >= 3 else { return }
    let box = Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
      width: width, height: height)
    Frame.draw(in: &buffer, box: box, title: "Keys")
    for (index, line) in lines.enumerated() {
      let x = box.x + 2 + (index / rows) * (lineWidth + 3)
      guard x < box.maxX - 2 else { break }
      buffer.put(line, x: x, y: box.y + 1 + index % rows, maxWidth: box.maxX - 2 - x)
    }
  }
}
