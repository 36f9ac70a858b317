import SubsonicClient

extension Song {
  /// A song from an answer's `song`, `entry` or `child` object.
  ///
  /// `title` falls back to `name`; a `userRating` of 0 means "not rated" (`nil`).
  init(wire: WireObject) throws(WireError) {
    self.init(
      id: try wire.requiredID("id"),
      title: try wire.requiredString("title", "name"),
      album: wire.string("album"),
      albumID: wire.id("albumId"),
      artist: wire.string("artist"),
      artistID: wire.id("artistId"),
      track: wire.int("track"),
      discNumber: wire.int("discNumber"),
      year: wire.int("year"),
      genre: wire.string("genre"),
      duration: wire.int("duration"),
      size: wire.int64("size"),
      suffix: wire.string("suffix"),
      contentType: wire.string("contentType"),
      bitRate: wire.int("bitRate"),
      coverArt: wire.id("coverArt"),
      path: wire.string("path"),
      starred: wire.date("starred"),
      userRating: wire.int("userRating").flatMap { (1...5).contains($0) ? $0 : nil },
      averageRating: wire.double("averageRating").flatMap { (0...5).contains($0) ? $0 : nil },
      playCount: wire.int("playCount")
    )
  }

  /// `songs` in disc and track order; songs without a number keep the server's order, after
  /// the numbered ones of their disc.
  static func inDiscAndTrackOrder(_ songs: [Song]) -> [Song] {
    songs.enumerated()
      .sorted { lhs, rhs in
        let left = (lhs.element.discNumber ?? 1, lhs.element.track ?? Int.max, lhs.offset)
        let right = (rhs.element.discNumber ?? 1, rhs.element.track ?? Int.max, rhs.offset)
        return left < right
      }
      .map(\.element)
  }
}
