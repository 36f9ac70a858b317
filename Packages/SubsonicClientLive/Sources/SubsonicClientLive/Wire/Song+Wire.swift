import SubsonicClient

extension Song {
  /// A song from an answer's `song`, `entry` or `child` object.
  ///
  /// `title` falls back to `name`; `genre` to the first of OpenSubsonic's `genres`; a
  /// `userRating` of 0 means "not rated" (`nil`); empty tags
  /// and zero track, disc, year and bit rate are absent (``WireObject/tag(_:)``,
  /// ``WireObject/positiveInt(_:)``).
  init(wire: WireObject) throws(WireError) {
    self.init(
      id: try wire.requiredID("id"),
      title: try wire.requiredString("title", "name"),
      album: wire.tag("album"),
      albumID: wire.id("albumId"),
      artist: wire.tag("artist"),
      artistID: wire.id("artistId"),
      track: wire.positiveInt("track"),
      discNumber: wire.positiveInt("discNumber"),
      year: wire.positiveInt("year"),
      genre: wire.tag("genre") ?? wire.objects("genres").lazy.compactMap { $0.tag("name") }.first,
      duration: wire.int("duration"),
      size: wire.int64("size"),
      suffix: wire.tag("suffix"),
      contentType: wire.tag("contentType"),
      bitRate: wire.positiveInt("bitRate"),
      coverArt: wire.id("coverArt"),
      path: wire.tag("path"),
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
