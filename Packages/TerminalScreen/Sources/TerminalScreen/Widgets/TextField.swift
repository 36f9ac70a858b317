import TerminalText

/// A one-line text field: a label, the text typed and, while it has the keys, a cursor after it,
/// such as `Search: love▏`. Text wider than its room shows its end, after a `…`, so the cursor
/// and the last characters typed always show. Escaped and measured in display columns as
/// ``ScreenBuffer`` does. The search's query line and the playlist picker's name field.
public struct TextField: Sendable {
  /// Before the text.
  public var label: String
  /// The text typed.
  public var text: String
  /// Whether the field has the keys: the cursor shows.
  public var isFocused: Bool

  /// The style of the label.
  public static let labelStyle = Style(bold: true)
  /// The cursor: a thin bar after the text.
  public static let cursor = "▏"

  /// A field showing `text` after `label`, with the cursor when `isFocused`.
  public init(label: String, text: String, isFocused: Bool = true) {
    self.label = label
    self.text = text
    self.isFocused = isFocused
  }

  /// Draws the field on the top row of `area`.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let row = area.row(0)
    guard !row.isEmpty else { return }
    let labelColumns = buffer.put(
      label, x: row.x, y: row.y, style: Self.labelStyle, maxWidth: row.width)
    let room = row.width - labelColumns - (isFocused ? 1 : 0)
    guard room > 0 else { return }
    let shown = Self.tail(of: TerminalEscape.escaped(text, keepingLineFeeds: false), fitting: room)
    let columns = buffer.put(shown, x: row.x + labelColumns, y: row.y, maxWidth: room)
    if isFocused { buffer.put(Self.cursor, x: row.x + labelColumns + columns, y: row.y) }
  }

  /// `text` if it fits in `columns`; otherwise `…` and as many of its last characters as fit
  /// after it.
  public static func tail(of text: String, fitting columns: Int) -> String {
    guard DisplayWidth.columns(of: text) > columns else { return text }
    var used = 1  // the `…`
    var start = text.endIndex
    while start > text.startIndex {
      let before = text.index(before: start)
      let width = DisplayWidth.columns(of: text[before])
      guard used + width <= columns else { break }
      used += width
      start = before
    }
    return "…" + text[start...]
  }
}
