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
    guard buffer.width >= Self.minimumWidth, buffer.height >= Self.minimumHeight else {
      drawTooSmall(into: &buffer)
      return
    }
    let (body, status, playing) = Self.layout(buffer.area)
    shell.lastBody = body
    drawTabs(into: &buffer, area: buffer.area.splitTop(1).top)
    drawPane(into: &buffer, area: body)
    UIStatusLine(actions: shell.actions, playback: shell.playback).draw(in: &buffer, area: status)
    NowPlayingView(store: shell.playback.store).draw(in: &buffer, area: playing)
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
    }
    return (list.y..<list.maxY).contains(y) ? y - list.y : nil
  }

  /// The columns each tab takes on the first row, in the order of ``UIShell/Pane/allCases``.
  static func tabColumns() -> [(pane: UIShell.Pane, columns: Range<Int>)] {
    var x = 1
    return UIShell.Pane.allCases.map { pane in
      let width = pane.title.count + 2
      defer { x += width + 1 }
      return (pane, x..<(x + width))
    }
  }

  /// The tab at `column` of the first row, if any.
  static func tab(atColumn column: Int) -> UIShell.Pane? {
    tabColumns().first { $0.columns.contains(column) }?.pane
  }

  private func drawTabs(into buffer: inout ScreenBuffer, area: Rect) {
    for (pane, columns) in Self.tabColumns() {
      let style = pane == shell.pane ? Self.currentTabStyle : Self.tabStyle
      buffer.put(" \(pane.title) ", x: columns.lowerBound, y: area.y, style: style)
    }
    let hintWidth = Self.hint.count + 1
    if area.width > hintWidth + (Self.tabColumns().last?.columns.upperBound ?? 0) {
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
