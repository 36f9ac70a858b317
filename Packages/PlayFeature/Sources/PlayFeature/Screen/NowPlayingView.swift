import MusicPresentation
import TerminalScreen

/// Draws a ``PlayStore`` as a bar of ``height`` rows: the song on the first (`▶ Title — Artist`,
/// `❚❚` while paused, cut with `…`, and `Song 2 of 4` at the right), its position, its length
/// and a ``ProgressBar`` on the second (`1:23 / 3:07 ━━━━━━──────`), with at its right the
/// volume when it is not full (`vol 60%`) or `muted`, and in its place what a control that
/// failed says (``PlayStore/controlMessage``, in yellow). Without a song playing the first row
/// says why: `Nothing playing`, `Starting…`, `Queue finished`, or the failure in red.
///
/// A view of the store and nothing else: it reads its state, changes nothing, and draws only
/// inside the area. Names from the server are escaped and cut as ``ScreenBuffer`` does.
@MainActor
public struct NowPlayingView {
  /// The store drawn.
  public let store: PlayStore

  /// The rows the bar takes.
  public static let height = 2
  /// The style of the title and of the play or pause sign.
  static let titleStyle = Style(bold: true)
  /// The style of a message without a song (idle, starting).
  static let quietStyle = Style(dim: true)
  /// The style of a failure.
  static let failureStyle = Style(foreground: .red)
  /// The sign of a song playing.
  static let playingSign = "▶"
  /// The sign of a song paused.
  static let pausedSign = "❚❚"

  /// A view of `store`.
  public init(store: PlayStore) {
    self.store = store
  }

  /// Draws the store's state into the first ``height`` rows of `area`, clearing them first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard let inner = Self.clearBar(in: &buffer, area: area) else { return }
    switch store.state {
    case .idle:
      buffer.put("Nothing playing", in: inner.row(0), alignment: .left, style: Self.quietStyle)
    case .loading:
      buffer.put("Starting…", in: inner.row(0), alignment: .left, style: Self.quietStyle)
    case .finished: buffer.put("Queue finished", in: inner.row(0), alignment: .left)
    case .failed(let failure):
      buffer.put(failure.description, in: inner.row(0), alignment: .left, style: Self.failureStyle)
    case .playing(let status): draw(status, in: &buffer, area: inner)
    }
  }

  /// Clears the first ``height`` rows of `area`, the bar's; the area inside its margins of a
  /// column, where a bar draws; `nil` when there is no room.
  static func clearBar(in buffer: inout ScreenBuffer, area: Rect) -> Rect? {
    let bar = area.splitTop(height).top
    guard !bar.isEmpty else { return nil }
    buffer.fill(x: bar.x, y: bar.y, width: bar.width, height: bar.height)
    return bar.splitLeft(1).rest.splitRight(1).rest
  }

  /// The song, its place in the queue, its position and the progress bar.
  private func draw(_ status: PlayStatus, in buffer: inout ScreenBuffer, area: Rect) {
    let place = "Song \(status.index + 1) of \(status.count)"
    let (songRow, placeRow) = area.row(0).splitRight(place.count + 2)
    buffer.put(place, in: placeRow, alignment: .right)
    let sign = status.isPaused ? Self.pausedSign : Self.playingSign
    var x = songRow.x + buffer.put(sign + " ", x: songRow.x, y: songRow.y, style: Self.titleStyle)
    x += buffer.put(
      NameText.shown(status.song.title, or: .title), x: x, y: songRow.y, style: Self.titleStyle,
      maxWidth: songRow.maxX - x)
    if let artist = status.song.artist, !NameText.isMissing(artist), x < songRow.maxX {
      buffer.put(" — " + artist, x: x, y: songRow.y, maxWidth: songRow.maxX - x)
    }

    let duration = status.song.duration.map { Duration.seconds($0) }
    var time = DurationText.text(seconds: Int(status.position.components.seconds))
    if let seconds = status.song.duration { time += " / " + DurationText.text(seconds: seconds) }
    let timeRow = NowPlayingLevels(store, controlMessage: store.controlMessage)
      .draw(in: &buffer, row: area.row(1))
    let written = buffer.put(time, x: timeRow.x, y: timeRow.y, maxWidth: timeRow.width)
    ProgressBar(position: status.position, duration: duration)
      .draw(in: &buffer, area: timeRow.splitLeft(written + 1).rest)
  }
}
