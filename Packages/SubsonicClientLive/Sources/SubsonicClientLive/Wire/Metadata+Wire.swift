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
  /// `getAlbumInfo2`'s `albumInfo`.
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
  /// One `structuredLyrics` entry of `getLyricsBySongId`, its lines under `line`.
  init(wire: WireObject) throws(WireError) {
    self.init(
      lang: wire.string("lang") ?? "und",
      synced: wire.bool("synced") ?? false,
      displayArtist: wire.string("displayArtist"),
      displayTitle: wire.string("displayTitle"),
      offset: wire.int("offset"),
      lines: wire.objects("line").map { line in
        LyricLine(start: line.int("start"), value: line.string("value") ?? "")
      }
    )
  }
}
