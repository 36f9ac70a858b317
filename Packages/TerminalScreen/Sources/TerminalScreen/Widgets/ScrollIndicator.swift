/// A one-column bar beside a list longer than its area: a dim track with a thumb whose size is
/// the share of the list shown and whose place is where the shown rows are.
///
/// The thumb touches the top only when the first row shows and the bottom only when the last
/// row shows, so a glance tells whether there is more above or below.
public enum ScrollIndicator {
  /// The style of the track.
  public static let trackStyle = Style(dim: true)
  /// The character of the track.
  public static let track: Character = "│"
  /// The character of the thumb.
  public static let thumb: Character = "█"

  /// The rows of the track (0 is its top) the thumb covers, for a list of `count` rows shown
  /// `height` at a time from row `top`; the whole track when the whole list shows.
  public static func thumbRows(count: Int, top: Int, height: Int) -> Range<Int> {
    guard height > 0 else { return 0..<0 }
    let maxTop = count - height
    guard maxTop > 0 else { return 0..<height }
    let size = max(1, min(height - 1, (height * height + count / 2) / count))
    let travel = height - size
    let top = min(max(0, top), maxTop)
    var start = (top * travel + maxTop / 2) / maxTop
    if top > 0, top < maxTop, travel >= 2 { start = min(max(1, start), travel - 1) }
    return start..<start + size
  }

  /// Draws the bar in the first column of `area`, over its whole height, for a list of `count`
  /// rows shown from row `top`; nothing when the whole list fits.
  public static func draw(in buffer: inout ScreenBuffer, area: Rect, count: Int, top: Int) {
    guard !area.isEmpty, count > area.height else { return }
    let thumb = thumbRows(count: count, top: top, height: area.height)
    for row in 0..<area.height {
      let isThumb = thumb.contains(row)
      buffer.put(
        String(isThumb ? Self.thumb : track), x: area.x, y: area.y + row,
        style: isThumb ? .plain : trackStyle)
    }
  }
}
