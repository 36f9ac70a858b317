import MusicPresentation
import TerminalScreen

/// Draws a ``QueueScreen`` into an area of a ``ScreenBuffer``: `Queue` and its length on the
/// first row (`Queue · 4 songs · 14:10`), then the songs under their column headers, the song
/// playing marked `▶` and in bold, or the state in place of an empty queue (`The queue is
/// empty`, `Building the queue…`, a failure's reason).
///
/// A view of the screen and its store and nothing else: it reads them, changes nothing, and
/// draws only inside the area. Every name from the server is escaped and cut with `…` to its
/// column, wide characters taking two cells, so the columns stay aligned.
@MainActor
public struct QueueView: ListPaneView {
  /// The screen drawn.
  public let screen: QueueScreen

  /// The title on the first row, then the column headers and the songs.
  public static let pane = ListPane(titleRows: 1)
  /// The style of the song playing, when it is not selected.
  static let currentStyle = Style(bold: true)

  /// A view of `screen`.
  public init(screen: QueueScreen) {
    self.screen = screen
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let queue = screen.store.queue
    let current = screen.currentIndex
    let list = QueueColumns.list
    let title = self.title
    guard
      let rows = Self.pane.draw(
        in: &buffer, area: area, status: status, list: list, headers: QueueColumns.headers,
        count: queue.count, selection: screen.selection,
        title: {
          $0.put(title, in: $1.splitLeft(1).rest, alignment: .left, style: ListPane.titleStyle)
        },
        cells: { QueueColumns.cells(of: queue[$0], index: $0, isCurrent: $0 == current) })
    else { return }
    // The song playing in bold, unless the selection is on it.
    let selection = screen.selection.clamped(count: queue.count, height: rows.height)
    let visible = selection.visibleRows(count: queue.count, height: rows.height)
    if let current, current != selection.index, visible.contains(current) {
      let row = rows.row(current - visible.lowerBound)
      buffer.fill(x: row.x, y: row.y, width: row.width - 1, height: 1)
      list.drawCells(
        QueueColumns.cells(of: queue[current], index: current, isCurrent: true), in: &buffer,
        area: row, style: Self.currentStyle)
    }
  }

  /// `Queue`, and once built, how many songs and how long they last together.
  var title: String {
    let queue = screen.store.queue
    guard !queue.isEmpty else { return "Queue" }
    let songs = queue.count == 1 ? "1 song" : "\(queue.count) songs"
    let seconds = queue.reduce(0) { total, song in
      let (sum, overflow) = total.addingReportingOverflow(max(0, song.duration ?? 0))
      return overflow ? .max : sum  // a server's numbers past Int.max: capped, never a crash
    }
    return "Queue · \(songs) · \(DurationText.text(seconds: seconds))"
  }

  /// What shows instead of the queue while it has no song.
  var status: PaneStatus? {
    guard screen.store.queue.isEmpty else { return nil }
    switch screen.store.state {
    case .idle, .finished, .playing: return .empty("The queue is empty")
    case .loading: return .loading("Building the queue…")
    case .failed(let failure): return .failed(reason: failure.description, canRetry: false)
    }
  }
}
