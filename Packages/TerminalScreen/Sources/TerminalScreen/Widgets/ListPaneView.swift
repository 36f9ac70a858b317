/// A view that draws a ``ListPane``: its ``pane`` gives, for any area, the rows its screen's
/// list gets and where they are drawn, so the root that owns the screen sizes it to the view.
@MainActor
public protocol ListPaneView {
  /// How the view lays out its area: its title rows, its headers, its list.
  static var pane: ListPane { get }
}

extension ListPaneView {
  /// The rows the list gets in `area`: what the screen's list height should be.
  public static func listHeight(in area: Rect) -> Int {
    pane.listHeight(in: area)
  }

  /// Where the list's rows are drawn in `area` (for mouse clicks: a click `n` rows below its
  /// top is on the `n`th row shown).
  public static func listArea(in area: Rect) -> Rect {
    pane.listArea(in: area)
  }
}
