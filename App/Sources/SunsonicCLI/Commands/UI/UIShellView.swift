import AnnotationFeature
import BrowseFeature
import PlayFeature
import SearchFeature
import TerminalScreen

/// Draws a ``UIShell``: the tab bar on the first row, the pane shown below it, the line that says
/// what the last star or rating did, what plays on the last rows, and over the pane the key help
/// when asked for. Below 40x10 it says the terminal is
/// too small instead.
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
    let (tabs, rest) = buffer.area.splitTop(1)
    let (above, playing) = rest.splitBottom(NowPlayingView.height)
    let (body, status) = above.splitBottom(1)
    drawTabs(into: &buffer, area: tabs)
    switch shell.pane {
    case .library:
      shell.library.listHeight = LibraryView.listHeight(in: body)
      LibraryView(browser: shell.library).draw(in: &buffer, area: body)
    case .search:
      shell.search.listHeight = SearchView.listHeight(in: body)
      SearchView(screen: shell.search).draw(in: &buffer, area: body)
    case .queue:
      shell.playback.queue.listHeight = QueueView.listHeight(in: body)
      QueueView(screen: shell.playback.queue).draw(in: &buffer, area: body)
    }
    AnnotationStatusLine(store: shell.annotations, itemName: shell.annotatedName)
      .draw(in: &buffer, area: status)
    NowPlayingView(store: shell.playback.store).draw(in: &buffer, area: playing)
    if shell.showsHelp { UIKeyHelp.draw(in: &buffer, area: body) }
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
