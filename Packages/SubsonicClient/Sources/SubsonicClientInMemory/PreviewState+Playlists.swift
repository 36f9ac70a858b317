import Foundation
import SubsonicClient

// The playlist endpoints of the in-memory server.
extension PreviewState {
  func playlistIndex(_ id: PlaylistID) throws(SubsonicError) -> Int {
    guard let index = playlists.firstIndex(where: { $0.id == id }) else {
      throw Self.notFound("Playlist")
    }
    return index
  }

  func playlists(of username: String?) throws(SubsonicError) -> [Playlist] {
    let owner = username ?? Catalog.username
    try checkUser(owner)
    return playlists.filter { $0.owner == owner }.map { playlist($0, withEntries: false) }
  }

  mutating func createPlaylist(
    name: String, songs: [SongID], now: Date
  ) throws(SubsonicError) -> Playlist {
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .api(SubsonicAPIError(code: .missingParameter, message: "Required parameter: name"))
    }
    for id in songs { _ = try songRecord(id) }
    let record = PlaylistRecord(
      id: PlaylistID("playlist-\(nextPlaylistNumber)"),
      name: name,
      owner: Catalog.username,
      isPublic: false,
      created: now,
      changed: now,
      songIDs: songs
    )
    nextPlaylistNumber += 1
    playlists.append(record)
    return playlist(record, withEntries: true)
  }

  mutating func updatePlaylist(
    _ id: PlaylistID, _ update: PlaylistUpdate, now: Date
  ) throws(SubsonicError) {
    let index = try playlistIndex(id)
    var record = playlists[index]
    for position in update.songIndexesToRemove where !record.songIDs.indices.contains(position) {
      throw .api(
        SubsonicAPIError(code: .generic, message: "Song index \(position) is out of range"))
    }
    for song in update.songsToAdd { _ = try songRecord(song) }
    for position in Set(update.songIndexesToRemove).sorted(by: >) {
      record.songIDs.remove(at: position)
    }
    record.songIDs += update.songsToAdd
    if let name = update.name { record.name = name }
    if let comment = update.comment { record.comment = comment }
    if let isPublic = update.isPublic { record.isPublic = isPublic }
    record.changed = now
    playlists[index] = record
  }

  mutating func deletePlaylist(_ id: PlaylistID) throws(SubsonicError) {
    playlists.remove(at: try playlistIndex(id))
  }
}
