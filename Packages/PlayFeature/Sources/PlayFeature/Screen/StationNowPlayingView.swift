import MusicPresentation
import TerminalScreen

/// Draws a ``StationPlayStore`` as a bar of ``NowPlayingView/height`` rows, where a queue's bar
/// would be: the station on the first (`▶ Dawn Radio`, `❚❚` while paused, cut with `…`, and
/// `live` at the right, `connecting…` until its audio reaches the player), how long it was
/// listened to on the second (`1:23 listened`), with at its right the volume when it is not full
/// (`vol 60%`) or `muted`, or what a control that failed says (in yellow). Without a station
/// playing the first row says why: `Nothing playing`, `Tuning in…`, `Station ended`, or the
/// failure in red.
///
/// A view of the store and nothing else: it reads its state, changes nothing, and draws only
/// inside the area. The station's name is escaped and cut as ``ScreenBuffer`` does (as the Radio
/// pane shows it).
@MainActor
public struct StationNowPlayingView {
  /// The store drawn.
  public let store: StationPlayStore

  /// The mark of a station whose audio plays: it has no end, no length, no progress.
  static let liveMark = "live"
  /// The mark of a station whose audio has not reached the player yet.
  static let connectingMark = "connecting…"

  /// A view of `store`.
  public init(store: StationPlayStore) {
    self.store = store
  }

  /// Draws the store's state into the first ``NowPlayingView/height`` rows of `area`, clearing
  /// them first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard let inner = NowPlayingView.clearBar(in: &buffer, area: area) else { return }
    let row = inner.row(0)
    switch store.state {
    case .idle:
      buffer.put("Nothing playing", in: row, alignment: .left, style: NowPlayingView.quietStyle)
    case .loading:
      buffer.put("Tuning in…", in: row, alignment: .left, style: NowPlayingView.quietStyle)
    case .finished: buffer.put("Station ended", in: row, alignment: .left)
    case .failed(let failure):
      buffer.put(
        failure.description, in: row, alignment: .left, style: NowPlayingView.failureStyle)
    case .playing(let status): draw(status, in: &buffer, area: inner)
    }
  }

  /// The station, whether it is live yet, and how long it was listened to.
  private func draw(_ status: StationStatus, in buffer: inout ScreenBuffer, area: Rect) {
    let mark = status.hasStarted ? Self.liveMark : Self.connectingMark
    let (nameRow, markRow) = area.row(0).splitRight(mark.count + 2)
    buffer.put(mark, in: markRow, alignment: .right, style: NowPlayingView.quietStyle)
    let sign = status.isPaused ? NowPlayingView.pausedSign : NowPlayingView.playingSign
    let x =
      nameRow.x
      + buffer.put(sign + " ", x: nameRow.x, y: nameRow.y, style: NowPlayingView.titleStyle)
    buffer.put(
      NameText.shown(status.station.name, or: .name), x: x, y: nameRow.y,
      style: NowPlayingView.titleStyle,
      maxWidth: nameRow.maxX - x)

    let timeRow = NowPlayingLevels(store, controlMessage: store.controlMessage)
      .draw(in: &buffer, row: area.row(1))
    let listened = DurationText.text(seconds: Int(status.position.components.seconds))
    buffer.put(listened + " listened", x: timeRow.x, y: timeRow.y, maxWidth: timeRow.width)
  }
}
