import SubsonicClient

extension ServerInfo {
  /// What the `subsonic-response` envelope says about the server.
  init(envelope: WireObject) {
    self.init(
      version: envelope.string("version") ?? "",
      type: envelope.string("type"),
      serverVersion: envelope.string("serverVersion"),
      isOpenSubsonic: envelope.bool("openSubsonic") ?? false
    )
  }
}

extension OpenSubsonicExtension {
  /// One `openSubsonicExtensions` entry: `name` and `versions`.
  init(wire: WireObject) throws(WireError) {
    self.init(
      name: try wire.requiredString("name"),
      versions: wire.values("versions").compactMap { value in
        WireObject(["version": value], path: wire.path).int("version")
      }
    )
  }
}

extension User {
  /// `getUser`'s `user`: every `…Role` flag that is true becomes a role, and `folder` the
  /// folders.
  init(wire: WireObject) throws(WireError) {
    // Each member read once, in place: an object of many names is no look-up per name.
    let roles = wire.fields.compactMap { key, value in
      key.hasSuffix("Role") && key != "Role" && WireObject.bool(value) == true
        ? UserRole(rawValue: String(key.dropLast("Role".count))) : nil
    }
    let folders: [MusicFolderID] = wire.values("folder").compactMap { value in
      WireObject(["folder": value], path: wire.path).id("folder")
    }
    self.init(
      username: try wire.requiredString("username"),
      email: wire.string("email").flatMap { $0.isEmpty ? nil : $0 },
      scrobblingEnabled: wire.bool("scrobblingEnabled"),
      roles: Set(roles),
      folders: folders
    )
  }
}

extension ScanStatus {
  /// `startScan`'s and `getScanStatus`'s `scanStatus`.
  init(wire: WireObject) {
    self.init(scanning: wire.bool("scanning") ?? false, count: wire.int("count"))
  }
}

extension NowPlayingEntry {
  /// One `nowPlaying` entry: a song with `username`, `minutesAgo` (a float on supysonic) and
  /// `playerName`.
  init(wire: WireObject) throws(WireError) {
    self.init(
      song: try Song(wire: wire),
      username: wire.string("username") ?? "",
      minutesAgo: wire.double("minutesAgo") ?? 0,
      playerName: wire.string("playerName")
    )
  }
}

extension Starred {
  /// `getStarred2`'s `starred2`: `artist`, `album` and `song` lists, each possibly missing.
  init(wire: WireObject) throws(WireError) {
    self.init(
      artists: try wire.list("artist", Artist.init(wire:)),
      albums: try wire.list("album", Album.init(wire:)),
      songs: try wire.list("song", Song.init(wire:))
    )
  }
}

extension SearchResult {
  /// `search3`'s `searchResult3`: `artist`, `album` and `song` lists, each possibly missing.
  init(wire: WireObject) throws(WireError) {
    self.init(
      artists: try wire.list("artist", Artist.init(wire:)),
      albums: try wire.list("album", Album.init(wire:)),
      songs: try wire.list("song", Song.init(wire:))
    )
  }
}
