import AnnotationFeature
import BrowseFeature
import ListsFeature
import MediaFeature
import PlayFeature
import PlaylistsFeature
import SearchFeature
import ServerFeature
import TerminalScreen

/// Draws a ``UIShell``: the tab bar on the first row, the pane shown below it, the line that says
/// what the last action did, what plays on the last rows, and over the pane the key help, the
/// details or the playlist picker when open. Below 40x10 it says the terminal is too small
/// instead.
@MainActor
struct UIShellView {
  let shell: UIShell

  /// The smallest terminal the shell draws in.
  static let minimumWidth = 40
  static let minimumHeight = 10
  static let tabStyle = Style(dim: true)
  static let currentTabStyle = Style(bold: true, reverse: true)
  static let hint = "? keys  q quit"

  func draw(into buffer: inout ScreenBuffer) {
    buffer.clear()
    shell.lastDrawnTooSmall = buffer.width < Self.minimumWidth || buffer.height < Self.minimumHeight
    guard !shell.lastDrawnTooSmall else {
      drawTooSmall(into: &buffer)
      return
    }
    let (body, status, playing) = Self.layout(buffer.area)
    shell.lastBody = body
    shell.lastWidth = buffer.width
    drawTabs(into: &buffer, area: buffer.area.splitTop(1).top)
    drawPane(into: &buffer, area: body)
    UIStatusLine(actions: shell.actions, playback: shell.playback).draw(in: &buffer, area: status)
    if let station = shell.playback.station {
      StationNowPlayingView(store: station).draw(in: &buffer, area: playing)
    } else {
      NowPlayingView(store: shell.playback.store).draw(in: &buffer, area: playing)
    }
    switch shell.overlay {
    case .help: UIKeyHelp.draw(in: &buffer, area: body)
    case .songDetails:
      SongDetailsView.fit(shell.songDetails, to: body)
      SongDetailsView(screen: shell.songDetails).draw(in: &buffer, area: body)
    case .artistDetails:
      ArtistDetailsView.fit(shell.artistDetails, to: body)
      ArtistDetailsView(screen: shell.artistDetails).draw(in: &buffer, area: body)
    case .playlistPicker:
      shell.actions.picker.listHeight = PlaylistPickerView.listHeight(in: body)
      PlaylistPickerView(picker: shell.actions.picker).draw(in: &buffer, area: body)
    case .lyrics:
      shell.nowPlayingLyrics.draw(playing: shell.playback.store, in: &buffer, area: body)
    case nil: break
    }
  }

  /// The pane's area, the status line and what plays, below the tab bar of `area`.
  static func layout(_ area: Rect) -> (body: Rect, status: Rect, playing: Rect) {
    let (above, playing) = area.splitTop(1).rest.splitBottom(NowPlayingView.height)
    let (body, status) = above.splitBottom(1)
    return (body, status, playing)
  }

  private func drawPane(into buffer: inout ScreenBuffer, area body: Rect) {
    switch shell.pane {
    case .library:
      shell.library.listHeight = LibraryView.listHeight(in: body)
      LibraryView(browser: shell.library).draw(in: &buffer, area: body)
    case .albums:
      shell.albumLists.listHeight = AlbumListsView.listHeight(in: body)
      AlbumListsView(screen: shell.albumLists).draw(in: &buffer, area: body)
    case .playlists:
      shell.playlists.listHeight = PlaylistsView.listHeight(in: body)
      PlaylistsView(screen: shell.playlists).draw(in: &buffer, area: body)
    case .search:
      shell.search.listHeight = SearchView.listHeight(in: body)
      SearchView(screen: shell.search).draw(in: &buffer, area: body)
    case .queue:
      shell.playback.queue.listHeight = QueueView.listHeight(in: body)
      QueueView(screen: shell.playback.queue).draw(in: &buffer, area: body)
    case .podcasts:
      shell.podcasts.listHeight = PodcastsView.listHeight(in: body)
      PodcastsView(screen: shell.podcasts).draw(in: &buffer, area: body)
    case .radio:
      shell.radio.listHeight = RadioStationsView.listHeight(in: body)
      RadioStationsView(screen: shell.radio).draw(in: &buffer, area: body)
    }
  }

  /// The row of `pane`'s list drawn at row `y` of the screen, `body` being the pane's area.
  static func listRow(of pane: UIShell.Pane, atY y: Int, in body: Rect) -> Int? {
    let list: Rect
    switch pane {
    case .library: list = LibraryView.listArea(in: body)
    case .albums: list = AlbumListsView.listArea(in: body)
    case .playlists: list = PlaylistsView.listArea(in: body)
    case .search: list = SearchView.listArea(in: body)
    case .queue: list = QueueView.listArea(in: body)
    case .podcasts: list = PodcastsView.listArea(in: body)
    case .radio: list = RadioStationsView.listArea(in: body)
    }
    return (list.y..<list.maxY).contains(y) ? y - list.y : nil
  }

  /// The columns each tab takes on the first row of a screen `width` columns wide, in the order
  /// of ``UIShell/Pane/allCases``: a column between tabs when they fit beside the hint with it,
  /// else none (each tab's name has a space either side).
  static func tabColumns(width: Int) -> [(pane: UIShell.Pane, columns: Range<Int>)] {
    let gap = tabsEnd(gap: 1) + hint.count + 1 < width ? 1 : 0
    var x = 1
    return UIShell.Pane.allCases.map { pane in
      let width = pane.title.count + 2
      defer { x += width + gap }
      return (pane, x..<(x + width))
    }
  }

  /// The column after the last tab when `gap` columns stand between tabs.
  private static func tabsEnd(gap: Int) -> Int {
    let panes = UIShell.Pane.allCases
    return 1 + panes.map { $0.title.count + 2 }.reduce(0, +) + gap * (panes.count - 1)
  }

  /// The tab at `column` of the first row of a screen `width` columns wide, if any.
  static func tab(atColumn column: Int, width: Int) -> UIShell.Pane? {
    tabColumns(width: width).first { $0.columns.contains(column) }?.pane
  }

  private func drawTabs(into buffer: inout ScreenBuffer, area: Rect) {
    let tabs = Self.tabColumns(width: area.width)
    for (pane, columns) in tabs {
      let style = pane == shell.pane ? Self.currentTabStyle : Self.tabStyle
      buffer.put(" \(pane.title) ", x: columns.lowerBound, y: area.y, style: style)
    }
    let hintWidth = Self.hint.count + 1
    if area.width > hintWidth + (tabs.last?.columns.upperBound ?? 0) {
      buffer.put(Self.hint, x: area.maxX - hintWidth, y: area.y, style: Self.tabStyle)
    }
  }

  private func drawTooSmall(into buffer: inout ScreenBuffer) {
    let lines = [
      "Terminal too small",
      "\(buffer.width)x\(buffer.height), needs \(Self.minimumWidth)x\(Self.minimumHeight)",
    ]
    let top = max(0, (buffer.height - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      buffer.put(
        line, x: max(0, (buffer.width - line.count) / 2), y: top + offset,
        maxWidth: buffer.width)
    }
  }
}
