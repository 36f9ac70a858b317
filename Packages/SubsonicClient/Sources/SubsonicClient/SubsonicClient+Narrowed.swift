extension SubsonicClient {
  /// `base` with every listing that takes a music folder narrowed to the one `folder` finds:
  /// `getIndexes`, `getArtists`, `getAlbumList2`, `getRandomSongs`, `getSongsByGenre`,
  /// `getStarred2` and `search3` ask for it when their caller asked for none (a folder the
  /// caller gave is kept). `folder` runs at the first such call only, and its answer (or its
  /// error, thrown by that call and every later one) is kept; other endpoints never run it, so
  /// a command that lists nothing spends no request on it.
  public static func narrowed(
    _ base: SubsonicClient, toFolder folder: @escaping @Sendable () async throws -> MusicFolderID
  ) -> SubsonicClient {
    let resolved = FolderResolution(folder)
    var client = base
    client.getIndexes = { given in try await base.getIndexes(try await resolved.id(or: given)) }
    client.getArtists = { given in try await base.getArtists(try await resolved.id(or: given)) }
    client.getAlbumList2 = { type, size, offset, given in
      try await base.getAlbumList2(type, size, offset, try await resolved.id(or: given))
    }
    client.getRandomSongs = { filter in
      var filter = filter
      filter.musicFolderID = try await resolved.id(or: filter.musicFolderID)
      return try await base.getRandomSongs(filter)
    }
    client.getSongsByGenre = { genre, count, offset, given in
      try await base.getSongsByGenre(genre, count, offset, try await resolved.id(or: given))
    }
    client.getStarred2 = { given in try await base.getStarred2(try await resolved.id(or: given)) }
    client.search3 = { query in
      var query = query
      query.musicFolderID = try await resolved.id(or: query.musicFolderID)
      return try await base.search3(query)
    }
    return client
  }
}

/// The folder of ``SubsonicClient/narrowed(_:toFolder:)``, found once: concurrent first calls
/// share one lookup.
private actor FolderResolution {
  private let find: @Sendable () async throws -> MusicFolderID
  private var lookup: Task<MusicFolderID, any Error>?

  init(_ find: @escaping @Sendable () async throws -> MusicFolderID) {
    self.find = find
  }

  /// `given` when there is one, else the folder's id, looked up at the first call.
  func id(or given: MusicFolderID?) async throws -> MusicFolderID {
    if let given { return given }
    if let lookup { return try await lookup.value }
    let task = Task { [find] in try await find() }
    lookup = task
    return try await task.value
  }
}
