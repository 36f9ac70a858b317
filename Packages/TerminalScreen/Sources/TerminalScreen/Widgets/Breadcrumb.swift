import TerminalText

/// A trail of names on one row, such as `Artists › Aurora Vale › Dawn Chorus`: where a view is.
///
/// When the trail is wider than its row, the names share the room fairly: a name narrower than
/// its share keeps all of it and leaves the rest to the others, and the wider names are cut with
/// `…` to equal shares. So the last name is never pushed out by a long one before it. Names are
/// escaped and measured in display columns as ``ScreenBuffer`` does.
public struct Breadcrumb: Hashable, Sendable {
  /// The names, from the top level down.
  public var names: [String]
  /// Between two names.
  public var separator: String

  /// A trail of `names`.
  public init(_ names: [String], separator: String = " › ") {
    self.names = names
    self.separator = separator
  }

  /// The columns each name gets in a row `width` columns wide.
  public func widths(in width: Int) -> [Int] {
    let separators = max(0, names.count - 1) * DisplayWidth.columns(of: separator)
    var room = max(0, width - separators)
    let wanted = names.map { name in
      LaidOutText(
        TerminalEscape.escaped(name, keepingLineFeeds: false), room: room, ellipsis: false
      )
      .columns
    }
    var given = wanted
    var left = wanted.count
    for index in wanted.indices.sorted(by: { wanted[$0] < wanted[$1] }) {
      given[index] = min(wanted[index], room / left)
      room -= given[index]
      left -= 1
    }
    return given
  }

  /// Draws the trail on the top row of `area` in `style`; in an area too narrow for the
  /// separators, what does not fit is left out.
  public func draw(in buffer: inout ScreenBuffer, area: Rect, style: Style = .plain) {
    guard !area.isEmpty else { return }
    var x = area.x
    for (index, (name, width)) in zip(names, widths(in: area.width)).enumerated() {
      if index > 0 {
        guard x + DisplayWidth.columns(of: separator) <= area.maxX else { return }
        x += buffer.put(separator, x: x, y: area.y, style: style)
      }
      buffer.put(name, x: x, y: area.y, style: style, maxWidth: width)
      x += width
    }
  }
}
