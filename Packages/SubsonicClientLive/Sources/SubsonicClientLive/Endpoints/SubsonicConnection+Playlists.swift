import SubsonicClient

extension SubsonicConnection {
  func getPlaylists(_ username: String?) async throws(SubsonicError) -> [Playlist] {
    try await call(.getPlaylists, ["username": username]) { envelope throws(WireError) in
      try envelope.section("playlists").list("playlist", Playlist.init(wire:))
    }
  }

  func getPlaylist(_ id: PlaylistID) async throws(SubsonicError) -> Playlist {
    try await call(.getPlaylist, ["id": id.rawValue]) { envelope throws(WireError) in
      try Playlist(wire: try envelope.requiredObject("playlist"))
    }
  }

  /// `nil` when the server answers an empty ok (API before 1.14, supysonic).
  func createPlaylist(_ name: String, _ songs: [SongID]) async throws(SubsonicError) -> Playlist? {
    var parameters: QueryParameters = ["name": name]
    parameters.add("songId", each: songs.map(\.rawValue))
    return try await call(.createPlaylist, parameters) { envelope throws(WireError) in
      try envelope.object("playlist").map(Playlist.init(wire:))
    }
  }

  func updatePlaylist(_ id: PlaylistID, _ update: PlaylistUpdate) async throws(SubsonicError) {
    var parameters: QueryParameters = ["playlistId": id.rawValue]
    parameters.add("name", update.name)
    parameters.add("comment", update.comment)
    parameters.add("public", update.isPublic)
    parameters.add("songIdToAdd", each: update.songsToAdd.map(\.rawValue))
    parameters.add("songIndexToRemove", each: update.songIndexesToRemove.map { String($0) })
    _ = try await call(.updatePlaylist, parameters)
  }

  func deletePlaylist(_ id: PlaylistID) async throws(SubsonicError) {
    _ = try await call(.deletePlaylist, ["id": id.rawValue])
  }
}
