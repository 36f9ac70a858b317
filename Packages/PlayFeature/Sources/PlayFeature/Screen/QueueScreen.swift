import Observation
import TerminalScreen

/// The queue's screen state: the ``PlayStore`` whose queue it lists, and the selection in it,
/// shown by ``QueueView``.
///
/// ``handle(_:modifiers:)`` takes the keys: the selection's moves, then ``PlaybackKeys``. The
/// root that owns the screen sets ``listHeight`` to ``QueueView/listHeight(in:)`` of the area it
/// gives the view, so pages are as tall as the list shown.
@MainActor @Observable
public final class QueueScreen: SelectableListScreen {
  /// The store whose queue is listed.
  public let store: PlayStore
  /// The selection in the queue.
  public private(set) var selection = ListSelection()
  /// How many rows the list shows: the height of a page, and the room the selection is kept in.
  public var listHeight = 20

  /// A screen of `store`'s queue, the first song selected.
  public init(store: PlayStore) {
    self.store = store
  }

  /// The place in the queue of the song playing; `nil` when none is.
  public var currentIndex: Int? {
    guard case .playing(let status) = store.state else { return nil }
    return status.index
  }

  /// The rows of the queue.
  public var rowCount: Int { store.queue.count }

  /// Keeps `moved` as the selection in the queue.
  public func keepSelection(_ moved: ListSelection) {
    selection = moved
  }
}
