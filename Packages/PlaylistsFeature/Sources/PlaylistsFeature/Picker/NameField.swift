import TerminalScreen
import TerminalText

/// The picker's name field on one row: a label, the name typed and a cursor after it, such as
/// `Name: Road trip▏`. A name wider than its room shows its end after a `…`, so the cursor and
/// the last characters typed always show. Escaped and measured in display columns as
/// ``ScreenBuffer`` does.
struct NameField {
  /// Before the name.
  var label: String
  /// The name typed.
  var text: String

  /// The style of the label.
  static let labelStyle = Style(bold: true)
  /// The cursor: a thin bar after the name.
  static let cursor = "▏"

  /// Draws the field on the top row of `area`.
  func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let row = area.row(0)
    guard !row.isEmpty else { return }
    let labelColumns = buffer.put(
      label, x: row.x, y: row.y, style: Self.labelStyle, maxWidth: row.width)
    let room = row.width - labelColumns - 1  // the cursor's column
    guard room > 0 else { return }
    let shown = Self.end(of: TerminalEscape.escaped(text, keepingLineFeeds: false), fitting: room)
    let columns = buffer.put(shown, x: row.x + labelColumns, y: row.y, maxWidth: room)
    buffer.put(Self.cursor, x: row.x + labelColumns + columns, y: row.y)
  }

  /// `text` if it fits in `columns`; otherwise `…` and the longest end of it that fits after
  /// it.
  static func end(of text: String, fitting columns: Int) -> String {
    guard DisplayWidth.columns(of: text) > columns else { return text }
    var used = 1  // the `…`
    let overflow = text.indices.reversed().first { index in
      used += DisplayWidth.columns(of: text[index])
      return used > columns
    }
    let start = overflow.map { text.index(after: $0) } ?? text.startIndex
    return "…" + text[start...]
  }
}
