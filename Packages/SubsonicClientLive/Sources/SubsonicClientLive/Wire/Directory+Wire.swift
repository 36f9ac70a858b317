import SubsonicClient

extension Directory {
  /// `getMusicDirectory`'s `directory`: the folder and its `child` list.
  init(wire: WireObject) throws(WireError) {
    self.init(
      id: try wire.requiredID("id"),
      name: try wire.requiredString("name", "title"),
      parent: wire.id("parent"),
      starred: wire.date("starred"),
      children: try wire.list("child", DirectoryEntry.init(wire:))
    )
  }
}

extension DirectoryEntry {
  /// A `child`: a subdirectory when `isDir` is true, else a song.
  init(wire: WireObject) throws(WireError) {
    if wire.bool("isDir") == true {
      self = .directory(try DirectorySummary(wire: wire))
    } else {
      self = .song(try Song(wire: wire))
    }
  }
}

extension DirectorySummary {
  /// A directory listed in an index (`id`, `name`) or as a child (`id`, `title`).
  init(wire: WireObject) throws(WireError) {
    self.init(
      id: try wire.requiredID("id"),
      name: try wire.requiredString("name", "title"),
      parent: wire.id("parent"),
      coverArt: wire.id("coverArt"),
      starred: wire.date("starred")
    )
  }
}

extension DirectoryIndex {
  /// One `index` entry of `getIndexes`: its `name` and the directories under `artist`.
  init(wire: WireObject) throws(WireError) {
    self.init(
      name: wire.string("name") ?? "",
      directories: try wire.list("artist", DirectorySummary.init(wire:))
    )
  }
}
