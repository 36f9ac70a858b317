/// A screen that shows one list at a time and keeps a selection in it: the list keys
/// (``ListMotion``) and mouse clicks move it, every move fitted to the list's ``rowCount`` rows
/// and the ``listHeight`` rows it shows.
///
/// A screen gives the list shown, its selection and where a moved selection is kept (one per
/// level, say); the moves, the clicks and the key handling every list screen starts with are
/// written here once.
@MainActor
public protocol SelectableListScreen: AnyObject {
  /// The rows of the list shown.
  var rowCount: Int { get }
  /// How many rows the list shows: the height of a page, and the room the selection is kept in.
  var listHeight: Int { get }
  /// The selection of the list shown.
  var selection: ListSelection { get }
  /// Keeps `selection`, just moved, as the selection of the list shown.
  func keepSelection(_ selection: ListSelection)
}

extension SelectableListScreen {
  /// Changes the selection of the list shown, fitted to its rows and ``listHeight``.
  public func moveSelection(_ change: (inout ListSelection, _ count: Int, _ height: Int) -> Void) {
    var moved = selection
    change(&moved, rowCount, listHeight)
    keepSelection(moved)
  }

  /// The row selected, fitted to the list (0 in an empty list: check it against the rows).
  public var selectedIndex: Int {
    selection.clamped(count: rowCount, height: listHeight).index
  }

  /// The keys every list screen starts with: a key with Control, Alt or Meta is never the
  /// screen's (`false`); a list key moves the selection and is the screen's even when the
  /// selection cannot move (`true`); any other key is `screenKey`'s, which says whether it was
  /// the screen's.
  public func handleListKey(
    _ key: Key, modifiers: KeyModifiers, else screenKey: (Key) -> Bool
  ) -> Bool {
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]) else { return false }
    guard let motion = ListMotion(key) else { return screenKey(key) }
    moveSelection { $0.apply(motion, count: $1, height: $2) }
    return true
  }

  /// A mouse click on the row drawn `listRow` rows below the list's top: selects it, scrolling
  /// nothing, or calls `open` (as Enter does) when it was selected. Whether a row was there and
  /// the click did something.
  public func clickRow(_ listRow: Int, open: () -> Bool) -> Bool {
    let shown = selection.clamped(count: rowCount, height: listHeight)
    guard let index = shown.index(atVisibleRow: listRow, count: rowCount, height: listHeight)
    else { return false }
    if index == shown.index { return open() }
    moveSelection { selection, count, height in
      selection = shown
      selection.select(index, count: count, height: height)
    }
    return true
  }
}
