import SubsonicClient

extension Playlist {
  /// A playlist, with its `entry` list when there is one (an empty playlist has none).
  ///
  /// A missing `songCount` is the number of entries; a missing `duration` their sum (negative
  /// durations count as 0, and a sum past `Int.max` stays there).
  init(wire: WireObject) throws(WireError) {
    let entries = try wire.list("entry", Song.init(wire:))
    self.init(
      id: try wire.requiredID("id"),
      name: try wire.requiredString("name"),
      comment: wire.string("comment"),
      owner: wire.string("owner"),
      isPublic: wire.bool("public"),
      songCount: wire.int("songCount") ?? entries.count,
      duration: wire.int("duration")
        ?? entries.reduce(0) { total, entry in
          let (sum, overflow) = total.addingReportingOverflow(max(0, entry.duration ?? 0))
          return overflow ? Int.max : sum
        },
      created: wire.date("created"),
      changed: wire.date("changed"),
      coverArt: wire.id("coverArt"),
      entries: entries
    )
  }
}

extension PlayQueue {
  /// `getPlayQueue`'s `playQueue`; `position` is in milliseconds.
  init(wire: WireObject) throws(WireError) {
    self.init(
      entries: try wire.list("entry", Song.init(wire:)),
      current: wire.id("current"),
      positionMilliseconds: wire.int("position"),
      username: wire.string("username"),
      changed: wire.date("changed"),
      changedBy: wire.string("changedBy")
    )
  }
}

extension Bookmark {
  /// A `bookmark`: its song under `entry`, `position` in milliseconds.
  init(wire: WireObject) throws(WireError) {
    self.init(
      entry: try Song(wire: try wire.requiredObject("entry")),
      positionMilliseconds: wire.int("position") ?? 0,
      username: wire.string("username"),
      comment: wire.string("comment"),
      created: wire.date("created"),
      changed: wire.date("changed")
    )
  }
}
