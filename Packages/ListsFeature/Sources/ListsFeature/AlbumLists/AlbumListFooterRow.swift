import TerminalScreen

/// Draws the row after an album list's albums: `Loading more albums…` (dim), or why the next
/// page failed (red) and `r retries` (dim) when asking again may help; all in the selection's
/// style when the selection is on the row.
struct AlbumListFooterRow {
  /// What the row says.
  let footer: AlbumListFooter
  /// The selection's style when the selection is on the row, which every part then takes.
  let selectedStyle: Style?

  /// The row's text while the next page loads.
  static let loadingMore = "Loading more albums…"

  /// Draws the row's text on the top row of `area` (the list row's content area).
  func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let row = area.row(0)
    guard !row.isEmpty else { return }
    switch footer {
    case .loadingMore:
      buffer.put(Self.loadingMore, in: row, alignment: .left, style: style(PaneStatus.quietStyle))
    case .loadMoreFailed(let error, let canRetry):
      let hint = canRetry ? "  " + PaneStatus.retryHint : ""
      let written = buffer.put(
        error.description, x: row.x, y: row.y, style: style(PaneStatus.failureStyle),
        maxWidth: max(1, row.width - hint.count))
      guard !hint.isEmpty, row.x + written < row.maxX else { return }
      buffer.put(
        hint, x: row.x + written, y: row.y, style: style(PaneStatus.quietStyle),
        maxWidth: row.maxX - row.x - written)
    }
  }

  /// `style`, or the selection's when the row is selected.
  private func style(_ style: Style) -> Style {
    selectedStyle ?? style
  }
}
