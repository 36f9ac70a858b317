import SubsonicClient

extension Album {
  /// An album from an answer's `album` object, with its `song` list when there is one (sorted
  /// by disc and track). `name` falls back to `title`; a missing `songCount` is the number of
  /// songs listed; an empty artist or genre and a zero year are absent.
  init(wire: WireObject) throws(WireError) {
    let songs = Song.inDiscAndTrackOrder(try wire.list("song", Song.init(wire:)))
    self.init(
      id: try wire.requiredID("id"),
      name: try wire.requiredString("name", "title", "album"),
      artist: wire.tag("artist"),
      artistID: wire.id("artistId"),
      songCount: wire.int("songCount") ?? songs.count,
      duration: wire.int("duration"),
      year: wire.positiveInt("year"),
      genre: wire.tag("genre"),
      coverArt: wire.id("coverArt"),
      created: wire.date("created"),
      starred: wire.date("starred"),
      playCount: wire.int("playCount"),
      songs: songs
    )
  }
}

extension Artist {
  /// An artist from an answer's `artist` object, with its `album` list when there is one.
  init(wire: WireObject) throws(WireError) {
    let albums = try wire.list("album", Album.init(wire:))
    self.init(
      id: try wire.requiredID("id"),
      name: try wire.requiredString("name"),
      albumCount: wire.int("albumCount") ?? (albums.isEmpty ? nil : albums.count),
      coverArt: wire.id("coverArt"),
      starred: wire.date("starred"),
      albums: albums
    )
  }
}

extension ArtistIndex {
  /// The member names `getArtists`'s answer is read by (``init(wire:)`` and ``Artist``'s):
  /// its parse keeps only these, so that the names, ids and counts of 10,000 artists are all
  /// it holds (an artist's image URL, sort name, MusicBrainz id and roles are not read). An
  /// index's artists carry no albums (the API's `ArtistID3`).
  static let wireNames: Set<String> = [
    "artists", "index", "name", "artist", "id", "albumCount", "coverArt", "starred",
  ]

  /// One `index` entry of `getArtists`: its `name` and `artist` list.
  init(wire: WireObject) throws(WireError) {
    self.init(
      name: wire.string("name") ?? "",
      artists: try wire.list("artist", Artist.init(wire:))
    )
  }
}

extension Genre {
  /// A genre: its name under `value` (the API's XML text node), or `name` on some servers.
  init(wire: WireObject) throws(WireError) {
    self.init(
      name: try wire.requiredString("value", "name"),
      songCount: wire.int("songCount") ?? 0,
      albumCount: wire.int("albumCount") ?? 0
    )
  }
}
