import Foundation
import SubsonicClient

extension Song {
  /// This song as the server holds it after `actions` (``AnnotationStore/accepted``), applied in
  /// order: a star sets ``starred`` (to `now` when it was not starred), an unstar clears it, a
  /// rating sets ``userRating`` (0 clears it). Actions on other items change nothing.
  public func annotated(by actions: [AnnotationStore.Action], starredAt now: Date) -> Song {
    var song = self
    for action in actions {
      switch action {
      case .star(let target) where target.songs.contains(id):
        song.starred = song.starred ?? now
      case .unstar(let target) where target.songs.contains(id):
        song.starred = nil
      case .setRating(let rated, let rating) where rated == id:
        song.userRating = rating == 0 ? nil : rating
      default:
        break
      }
    }
    return song
  }
}
