import SubsonicClient

extension SubsonicConnection {
  // MARK: System

  func ping() async throws(SubsonicError) -> ServerInfo {
    ServerInfo(envelope: try await call(.ping))
  }

  func getOpenSubsonicExtensions() async throws(SubsonicError) -> [OpenSubsonicExtension] {
    try await call(.getOpenSubsonicExtensions) { envelope throws(WireError) in
      try envelope.list("openSubsonicExtensions", OpenSubsonicExtension.init(wire:))
    }
  }

  func tokenInfo() async throws(SubsonicError) -> TokenInfo {
    try await call(.tokenInfo) { envelope throws(WireError) in
      TokenInfo(username: try envelope.requiredObject("tokenInfo").requiredString("username"))
    }
  }

  // MARK: Browsing

  func getMusicFolders() async throws(SubsonicError) -> [MusicFolder] {
    try await call(.getMusicFolders) { envelope throws(WireError) in
      try envelope.section("musicFolders").list("musicFolder") { (folder) throws(WireError) in
        MusicFolder(id: try folder.requiredID("id"), name: folder.string("name"))
      }
    }
  }

  func getIndexes(_ musicFolderID: MusicFolderID?) async throws(SubsonicError) -> [DirectoryIndex] {
    try await call(.getIndexes, ["musicFolderId": musicFolderID?.rawValue]) {
      envelope throws(WireError) in
      try envelope.section("indexes").list("index", DirectoryIndex.init(wire:))
    }
  }

  func getMusicDirectory(_ id: DirectoryID) async throws(SubsonicError) -> Directory {
    try await call(.getMusicDirectory, ["id": id.rawValue]) { envelope throws(WireError) in
      try Directory(wire: try envelope.requiredObject("directory"))
    }
  }

  func getGenres() async throws(SubsonicError) -> [Genre] {
    try await call(.getGenres) { envelope throws(WireError) in
      try envelope.section("genres").list("genre", Genre.init(wire:))
    }
  }

  func getArtists(_ musicFolderID: MusicFolderID?) async throws(SubsonicError) -> [ArtistIndex] {
    try await call(
      .getArtists, ["musicFolderId": musicFolderID?.rawValue], keptNames: ArtistIndex.wireNames
    ) { envelope throws(WireError) in
      try envelope.section("artists").list("index", ArtistIndex.init(wire:))
    }
  }

  func getArtist(_ id: ArtistID) async throws(SubsonicError) -> Artist {
    try await call(.getArtist, ["id": id.rawValue]) { envelope throws(WireError) in
      try Artist(wire: try envelope.requiredObject("artist"))
    }
  }

  func getAlbum(_ id: AlbumID) async throws(SubsonicError) -> Album {
    try await call(.getAlbum, ["id": id.rawValue]) { envelope throws(WireError) in
      try Album(wire: try envelope.requiredObject("album"))
    }
  }

  func getSong(_ id: SongID) async throws(SubsonicError) -> Song {
    try await call(.getSong, ["id": id.rawValue]) { envelope throws(WireError) in
      try Song(wire: try envelope.requiredObject("song"))
    }
  }

  func getArtistInfo2(_ id: ArtistID, _ count: Int?) async throws(SubsonicError) -> ArtistInfo {
    var parameters: QueryParameters = ["id": id.rawValue]
    parameters.add("count", count)
    return try await call(.getArtistInfo2, parameters) { envelope throws(WireError) in
      try ArtistInfo(wire: envelope.section("artistInfo2"))
    }
  }

  func getAlbumInfo2(_ id: AlbumID) async throws(SubsonicError) -> AlbumInfo {
    try await call(.getAlbumInfo2, ["id": id.rawValue]) { envelope throws(WireError) in
      AlbumInfo(wire: envelope.section("albumInfo"))
    }
  }

  func getSimilarSongs(_ seed: SimilarSongsSeed, _ count: Int?) async throws(SubsonicError)
    -> [Song]
  {
    var parameters: QueryParameters = ["id": seed.rawID]
    parameters.add("count", count)
    return try await call(.getSimilarSongs, parameters) { envelope throws(WireError) in
      try envelope.section("similarSongs").list("song", Song.init(wire:))
    }
  }

  func getSimilarSongs2(_ id: ArtistID, _ count: Int?) async throws(SubsonicError) -> [Song] {
    var parameters: QueryParameters = ["id": id.rawValue]
    parameters.add("count", count)
    return try await call(.getSimilarSongs2, parameters) { envelope throws(WireError) in
      try envelope.section("similarSongs2").list("song", Song.init(wire:))
    }
  }

  /// By name `artist=`; by id `id=` (the `topSongsByArtistId` extension), without the name.
  func getTopSongs(_ artist: TopSongsArtist, _ count: Int?) async throws(SubsonicError) -> [Song] {
    var parameters: QueryParameters
    switch artist {
    case .name(let name): parameters = ["artist": name]
    case .id(let id): parameters = ["id": id.rawValue]
    }
    parameters.add("count", count)
    return try await call(.getTopSongs, parameters) { envelope throws(WireError) in
      try envelope.section("topSongs").list("song", Song.init(wire:))
    }
  }
}
