import SubsonicClient

extension ArtistInfo {
  /// `getArtistInfo2`'s `artistInfo2`, with the library's `similarArtist` list.
  init(wire: WireObject) throws(WireError) {
    self.init(
      biography: wire.string("biography"),
      musicBrainzID: wire.string("musicBrainzId"),
      lastFmURL: wire.url("lastFmUrl"),
      smallImageURL: wire.url("smallImageUrl"),
      mediumImageURL: wire.url("mediumImageUrl"),
      largeImageURL: wire.url("largeImageUrl"),
      similarArtists: try wire.list("similarArtist", Artist.init(wire:))
    )
  }
}

extension AlbumInfo {
  /// `getAlbumInfo2`'s `albumInfo` (the same key as `getAlbumInfo`'s).
  init(wire: WireObject) {
    self.init(
      notes: wire.string("notes"),
      musicBrainzID: wire.string("musicBrainzId"),
      lastFmURL: wire.url("lastFmUrl"),
      smallImageURL: wire.url("smallImageUrl"),
      mediumImageURL: wire.url("mediumImageUrl"),
      largeImageURL: wire.url("largeImageUrl")
    )
  }
}

extension Lyrics {
  /// `getLyrics`'s `lyrics`, its text under `value`; `nil` when there is no text (servers
  /// answer `"lyrics": {}` or leave the key out when they found nothing).
  init?(wire: WireObject) {
    guard let text = wire.string("value"),
      !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { return nil }
    self.init(artist: wire.string("artist"), title: wire.string("title"), text: text)
  }
}

extension StructuredLyrics {
  /// A `structuredLyrics` of `getLyricsBySongId`: `lang`, `synced`, `offset` (ms) and its
  /// `line`s, each a `value` with a `start` (ms) when synced. A missing `lang` is `xxx`.
  init(wire: WireObject) throws(WireError) {
    self.init(
      displayArtist: wire.string("displayArtist"),
      displayTitle: wire.string("displayTitle"),
      language: wire.string("lang") ?? "xxx",
      isSynced: wire.bool("synced") ?? false,
      offsetMilliseconds: wire.int("offset") ?? 0,
      lines: try wire.list("line") { (line) throws(WireError) in
        LyricLine(startMilliseconds: line.int("start"), text: line.string("value") ?? "")
      }
    )
  }
}
