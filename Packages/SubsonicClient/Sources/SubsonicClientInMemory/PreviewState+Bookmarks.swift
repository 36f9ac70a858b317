import Foundation
import SubsonicClient

// The bookmark endpoints of the in-memory server: one bookmark per song of the signed-in user.
extension PreviewState {
  struct BookmarkRecord {
    var positionMilliseconds: Int
    var comment: String?
    var created: Date
    var changed: Date
  }

  /// The bookmarks, oldest first, their songs decorated as they are now.
  func currentBookmarks() -> [Bookmark] {
    bookmarks.sorted { ($0.value.created, $0.key.rawValue) < ($1.value.created, $1.key.rawValue) }
      .map { id, record in
        Bookmark(
          entry: song(Catalog.songs.first { $0.id == id }!),
          positionMilliseconds: record.positionMilliseconds, username: Catalog.username,
          comment: record.comment, created: record.created, changed: record.changed)
      }
  }

  /// Creates the song's bookmark or replaces its position and comment (keeping `created`).
  mutating func createBookmark(
    _ id: SongID, position: Int, comment: String?, now: Date
  ) throws(SubsonicError) {
    _ = try songRecord(id)
    guard position >= 0 else { throw .invalidArgument("a bookmark's position is negative") }
    let created = bookmarks[id]?.created ?? now
    bookmarks[id] = BookmarkRecord(
      positionMilliseconds: position, comment: comment, created: created, changed: now)
  }

  /// Deletes the song's bookmark; the API's not found when it has none.
  mutating func deleteBookmark(_ id: SongID) throws(SubsonicError) {
    _ = try songRecord(id)
    guard bookmarks.removeValue(forKey: id) != nil else { throw Self.notFound("Bookmark") }
  }
}
