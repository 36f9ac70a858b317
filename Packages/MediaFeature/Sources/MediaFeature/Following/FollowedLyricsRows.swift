import LoadStore
import SubsonicClient
import TerminalScreen

/// The rows a ``NowPlayingLyricsView`` shows at a position, wrapped to a width: synced lines
/// with the current one's rows marked and the rows around it in view, plain lines from the top,
/// or the ``status`` in their place (loading, none, failed).
struct FollowedLyricsRows: Equatable {
  /// The rows of the lines, each a line wrapped to the width (a line may take several).
  let rows: [String]
  /// The rows of the current synced line; empty before the first line and for plain lyrics.
  let current: Range<Int>
  /// The first row shown: the current line a third of the way down, or plain lyrics scrolled
  /// to `scrolledTop`, within the rows.
  let top: Int
  /// What shows instead of lines; `nil` with lines.
  let status: PaneStatus?

  /// The rows of `state` at `position` (milliseconds; `nil` shows synced lines from the top),
  /// wrapped to `width` columns, for `height` rows; plain lyrics from their row `scrolledTop`.
  init(
    _ state: LoadState<SongLyrics?, SubsonicError>, positionMilliseconds position: Int?,
    width: Int, height: Int, scrolledTop: Int = 0
  ) {
    var rows: [String] = []
    var current = 0..<0
    switch state {
    case .idle, .loading:
      status = .loading("Loading lyrics…")
    case .failed(let error, let canRetry):
      status = .failed(reason: error.description, canRetry: canRetry)
    case .loaded(nil):
      status = .empty("No lyrics for this song")
    case .loaded(let lyrics?):
      status = nil
      if let timeline = SyncedLyricsTimeline(lyrics) {
        let place = position.map { timeline.place(atMilliseconds: $0) }
        for (index, line) in timeline.lines.enumerated() {
          let wrapped = WrappedText(line.text, width: width).lines
          if index == place?.current { current = rows.count..<(rows.count + wrapped.count) }
          rows += wrapped
        }
      } else {
        var lines = lyrics.lines.map(\.text)[...]
        while lines.last.map(SongLyrics.isBlank) == true { lines.removeLast() }
        rows = WrappedText(lines.joined(separator: "\n"), width: width).lines
      }
    }
    self.rows = rows
    self.current = current
    let lastTop = max(0, rows.count - max(1, height))
    let wanted = current.isEmpty ? scrolledTop : current.lowerBound - max(0, height) / 3
    top = min(max(0, wanted), lastTop)
  }
}
