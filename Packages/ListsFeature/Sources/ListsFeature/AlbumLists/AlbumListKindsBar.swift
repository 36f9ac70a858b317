import TerminalScreen

/// The row of list kinds at the top of the album lists screen: every kind's name with a blank
/// column either side, the current one bold and underlined, the others dim.
///
/// The full names (`Recently played`) show when they all fit, else the short ones (`Recent`,
/// which fit 80 columns); narrower still, the kinds around the current one show between `‹`
/// and `›`, which say more kinds are that way.
struct AlbumListKindsBar {
  /// The kind shown.
  let current: AlbumListKind

  /// The style of the other kinds and of the marks.
  static let style = Style(dim: true)
  /// The style of the current kind.
  static let currentStyle = Style(bold: true, underline: true)
  /// Before the kinds when some are hidden left of them.
  static let moreLeft = "‹"
  /// After the kinds when some are hidden right of them.
  static let moreRight = "›"

  /// The names the row uses in `width` columns, and the kinds (their places) it shows.
  static func layout(current: AlbumListKind, width: Int) -> (titles: [String], shown: Range<Int>) {
    let kinds = AlbumListKind.allCases
    let short = kinds.map(\.shortTitle)
    for titles in [kinds.map(\.title), short] where room(of: titles, kinds.indices) <= width {
      return (titles, kinds.indices)
    }
    let fits = width - moreLeft.count - moreRight.count
    var shown = current.position..<current.position + 1
    var grew = true
    while grew {
      grew = false
      if shown.upperBound < kinds.count,
        room(of: short, shown.lowerBound..<shown.upperBound + 1) <= fits
      {
        shown = shown.lowerBound..<shown.upperBound + 1
        grew = true
      }
      if shown.lowerBound > 0, room(of: short, shown.lowerBound - 1..<shown.upperBound) <= fits {
        shown = shown.lowerBound - 1..<shown.upperBound
        grew = true
      }
    }
    return (short, shown)
  }

  /// The columns the names at `places` take, a blank column either side of each.
  private static func room(of titles: [String], _ places: Range<Int>) -> Int {
    places.reduce(0) { $0 + titles[$1].count + 2 }
  }

  /// Draws the row on the top row of `area`.
  func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let row = area.row(0)
    guard !row.isEmpty else { return }
    let (titles, shown) = Self.layout(current: current, width: row.width)
    let kinds = AlbumListKind.allCases
    var x = row.x
    if shown.lowerBound > 0 {
      x += buffer.put(Self.moreLeft, x: x, y: row.y, style: Self.style, maxWidth: row.maxX - x)
    }
    for place in shown {
      let style = kinds[place] == current ? Self.currentStyle : Self.style
      buffer.put(titles[place], x: x + 1, y: row.y, style: style, maxWidth: row.maxX - x - 1)
      x += titles[place].count + 2
    }
    if shown.upperBound < kinds.count, x < row.maxX {
      buffer.put(Self.moreRight, x: x, y: row.y, style: Self.style, maxWidth: row.maxX - x)
    }
  }
}
