import SubsonicClient
import TerminalScreen

/// The keys that annotate the selected item of any list: `s` stars it, `u` unstars it, `1` to
/// `5` rate a song and `0` removes its rating, as the `star`, `unstar` and `rate` commands do.
/// The store's state says what happened (``AnnotationStatusLine`` draws it).
@MainActor
public struct AnnotationKeys {
  /// The store the keys write with.
  public let store: AnnotationStore

  /// Keys for `store`.
  public init(store: AnnotationStore) {
    self.store = store
  }

  /// Acts on a key for `item` (the selection of the list shown; `nil` when it has none) and
  /// says whether it was an annotation key with something to act on. A rating of an album or
  /// an artist is not one (the API rates songs); keys with Control, Alt or Meta never are.
  public func handle(_ key: Key, modifiers: KeyModifiers, item: AnnotatedItem?) -> Bool {
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]), let item,
      case .character(let character) = key
    else { return false }
    let store = self.store
    switch character {
    case "s": Task { await store.perform(.star(item.starTarget)) }
    case "u": Task { await store.perform(.unstar(item.starTarget)) }
    case "0"..."5":
      guard case .song(let song) = item, let rating = character.wholeNumberValue else {
        return false
      }
      Task { await store.perform(.setRating(song.id, rating)) }
    default: return false
    }
    return true
  }
}
