import Foundation
import SubsonicClient

// The user and play queue endpoints of the in-memory server.
extension PreviewState {
  func user(_ username: String) throws(SubsonicError) -> User {
    try checkUser(username)
    if username == "guest" {
      return User(
        username: "guest", scrobblingEnabled: false, roles: [.stream, .playlist, .comment],
        folders: [Catalog.musicFolderID])
    }
    let roles: Set<UserRole> = [
      .admin, .settings, .download, .upload, .playlist, .coverArt, .comment, .podcast, .stream,
      .jukebox, .share, .videoConversion,
    ]
    return User(
      username: Catalog.username, email: "preview@example.com", scrobblingEnabled: false,
      roles: roles, folders: [Catalog.musicFolderID])
  }

  // MARK: Play queue

  mutating func savePlayQueue(
    _ songs: [SongID], current: SongID?, position: Int?, now: Date
  ) throws(SubsonicError) {
    for id in songs { _ = try songRecord(id) }
    if let current, !songs.contains(current) {
      throw .invalidArgument("the current song \(current) is not in the play queue")
    }
    guard !songs.isEmpty else {
      playQueue = nil
      return
    }
    playQueue = PlayQueue(
      entries: songs.map { id in song(Catalog.songs.first { $0.id == id }!) },
      current: current,
      positionMilliseconds: position,
      username: Catalog.username,
      changed: now,
      changedBy: "SubsonicClient.preview"
    )
  }

  /// The saved queue, its songs decorated as they are now.
  func currentPlayQueue() -> PlayQueue? {
    guard var queue = playQueue else { return nil }
    queue.entries = queue.entries.map { entry in
      song(Catalog.songs.first { $0.id == entry.id }!)
    }
    return queue
  }
}
