import SubsonicClient

extension SubsonicConnection {
  // MARK: Users

  func getUser(_ username: String) async throws(SubsonicError) -> User {
    try await call(.getUser, ["username": username]) { envelope throws(WireError) in
      try User(wire: try envelope.requiredObject("user"))
    }
  }

  // MARK: Bookmarks and play queue

  /// `nil` when the answer has no `playQueue`, or an empty one.
  func getPlayQueue() async throws(SubsonicError) -> PlayQueue? {
    try await call(.getPlayQueue) { envelope throws(WireError) in
      guard let queue = envelope.object("playQueue"), !queue.fields.isEmpty else { return nil }
      return try PlayQueue(wire: queue)
    }
  }

  func savePlayQueue(
    _ songs: [SongID], _ current: SongID?, _ positionMilliseconds: Int?
  ) async throws(SubsonicError) {
    var parameters = QueryParameters()
    parameters.add("id", each: songs.map(\.rawValue))
    parameters.add("current", current?.rawValue)
    parameters.add("position", positionMilliseconds)
    _ = try await call(.savePlayQueue, parameters)
  }

  func getBookmarks() async throws(SubsonicError) -> [Bookmark] {
    try await call(.getBookmarks) { envelope throws(WireError) in
      try envelope.section("bookmarks").list("bookmark", Bookmark.init(wire:))
    }
  }

  func createBookmark(
    _ id: SongID, _ positionMilliseconds: Int, _ comment: String?
  ) async throws(SubsonicError) {
    var parameters: QueryParameters = ["id": id.rawValue]
    parameters.add("position", positionMilliseconds)
    parameters.add("comment", comment)
    _ = try await call(.createBookmark, parameters)
  }

  func deleteBookmark(_ id: SongID) async throws(SubsonicError) {
    _ = try await call(.deleteBookmark, ["id": id.rawValue])
  }

  // MARK: Library scanning

  func startScan() async throws(SubsonicError) -> ScanStatus {
    try await call(.startScan) { envelope throws(WireError) in
      ScanStatus(wire: try envelope.requiredObject("scanStatus"))
    }
  }

  func getScanStatus() async throws(SubsonicError) -> ScanStatus {
    try await call(.getScanStatus) { envelope throws(WireError) in
      ScanStatus(wire: try envelope.requiredObject("scanStatus"))
    }
  }
}
