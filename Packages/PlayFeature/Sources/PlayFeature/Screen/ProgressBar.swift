import TerminalScreen

/// A bar of how far a song has played, one row high: the part played in heavy line (`━`), the
/// rest in a dim thin line (`─`), measured in whole display columns. (A widget `TerminalScreen`
/// does not have yet.)
struct ProgressBar {
  /// How much has played, from 0 to 1 (clamped).
  var fraction: Double

  /// The character of the part played.
  static let played: Character = "━"
  /// The character of the part to come.
  static let track: Character = "─"
  /// The style of the part to come.
  static let trackStyle = Style(dim: true)

  /// A bar of `position` into a song `duration` long: empty when the length is unknown or zero.
  init(position: Duration, duration: Duration?) {
    guard let duration, duration > .zero else {
      fraction = 0
      return
    }
    fraction = position / duration
  }

  /// The columns the part played takes in a bar `width` columns wide: rounded down, so the bar
  /// is full only at the end.
  static func playedColumns(fraction: Double, width: Int) -> Int {
    guard fraction.isFinite, width > 0 else { return 0 }
    return Int((Double(width) * min(max(fraction, 0), 1)).rounded(.down))
  }

  /// Draws the bar across the top row of `area`.
  func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let row = area.row(0)
    guard !row.isEmpty else { return }
    let played = Self.playedColumns(fraction: fraction, width: row.width)
    buffer.fill(x: row.x, y: row.y, width: played, height: 1, with: Self.played)
    buffer.fill(
      x: row.x + played, y: row.y, width: row.width - played, height: 1, with: Self.track,
      style: Self.trackStyle)
  }
}
