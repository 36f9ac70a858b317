import SubsonicClient

extension SubsonicConnection {
  func getAlbumList2(
    _ type: AlbumListType, _ size: Int, _ offset: Int, _ musicFolderID: MusicFolderID?
  ) async throws(SubsonicError) -> [Album] {
    var parameters: QueryParameters = ["type": type.name]
    switch type {
    case .byYear(let from, let to):
      parameters.add("fromYear", from)
      parameters.add("toYear", to)
    case .byGenre(let genre):
      parameters.add("genre", genre)
    default:
      break
    }
    parameters.add("size", size)
    parameters.add("offset", offset)
    parameters.add("musicFolderId", musicFolderID?.rawValue)
    return try await call(.getAlbumList2, parameters) { envelope throws(WireError) in
      try envelope.section("albumList2").list("album", Album.init(wire:))
    }
  }

  func getRandomSongs(_ filter: RandomSongsFilter) async throws(SubsonicError) -> [Song] {
    var parameters = QueryParameters()
    parameters.add("size", filter.size)
    parameters.add("genre", filter.genre)
    parameters.add("fromYear", filter.fromYear)
    parameters.add("toYear", filter.toYear)
    parameters.add("musicFolderId", filter.musicFolderID?.rawValue)
    return try await call(.getRandomSongs, parameters) { envelope throws(WireError) in
      try envelope.section("randomSongs").list("song", Song.init(wire:))
    }
  }

  func getSongsByGenre(
    _ genre: GenreName, _ count: Int, _ offset: Int, _ musicFolderID: MusicFolderID?
  ) async throws(SubsonicError) -> [Song] {
    var parameters: QueryParameters = ["genre": genre]
    parameters.add("count", count)
    parameters.add("offset", offset)
    parameters.add("musicFolderId", musicFolderID?.rawValue)
    return try await call(.getSongsByGenre, parameters) { envelope throws(WireError) in
      try envelope.section("songsByGenre").list("song", Song.init(wire:))
    }
  }

  func getNowPlaying() async throws(SubsonicError) -> [NowPlayingEntry] {
    try await call(.getNowPlaying) { envelope throws(WireError) in
      try envelope.section("nowPlaying").list("entry", NowPlayingEntry.init(wire:))
    }
  }

  func getStarred2(_ musicFolderID: MusicFolderID?) async throws(SubsonicError) -> Starred {
    try await call(.getStarred2, ["musicFolderId": musicFolderID?.rawValue]) {
      envelope throws(WireError) in
      try Starred(wire: envelope.section("starred2"))
    }
  }

  func search3(_ query: SearchQuery) async throws(SubsonicError) -> SearchResult {
    var parameters: QueryParameters = ["query": query.text]
    parameters.add("artistCount", query.artistCount)
    parameters.add("artistOffset", query.artistOffset)
    parameters.add("albumCount", query.albumCount)
    parameters.add("albumOffset", query.albumOffset)
    parameters.add("songCount", query.songCount)
    parameters.add("songOffset", query.songOffset)
    parameters.add("musicFolderId", query.musicFolderID?.rawValue)
    return try await call(.search3, parameters) { envelope throws(WireError) in
      try SearchResult(wire: envelope.section("searchResult3"))
    }
  }
}
