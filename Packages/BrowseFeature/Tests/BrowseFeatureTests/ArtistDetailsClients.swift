import DependencyRegistryTesting
import SubsonicClient

/// Artists and clients for the artist details' states: information found, a biography or
/// similar artists missing, late, failing, long and hostile. Each client sets only
/// `getArtistInfo2`, so any other request fails the test.
enum ArtistDetailsClients {
  /// Aurora Vale, with the number of albums a list shows.
  static let aurora = Artist(id: "artist-1", name: "Aurora Vale", albumCount: 2)

  /// A Last.fm biography: two paragraphs, entities, and the link at the end.
  static let htmlBiography = """
    Aurora Vale is the name under which Ingrid Solberg records slow, wide ambient music at \
    first light, &quot;one take, no edits&quot;. Her first album, <i>Dawn Chorus</i> \
    (2019), was made with field recordings from the fjords &amp; a borrowed harmonium.<br><br>
    Since 2021 she has toured with The Midnight Sun &mdash; playing only at dawn. \
    <a href="https://www.last.fm/music/Aurora+Vale">Read more on Last.fm</a>
    """

  /// Similar artists: three in the library, one the server knows only by name.
  static let similar = [
    Artist(id: "artist-2", name: "The Midnight Sun", albumCount: 1),
    Artist(id: "artist-3", name: "Polar Night", albumCount: 3),
    Artist(id: "artist-4", name: "Civil Twilight", albumCount: 12),
    Artist(id: "", name: "Not In The Library"),
  ]

  /// `getArtistInfo2` answers `info` for any artist.
  static func answering(_ info: ArtistInfo) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getArtistInfo2 = { _, _ in info }
    return client
  }

  /// The HTML biography and the similar artists.
  static var full: SubsonicClient {
    answering(ArtistInfo(biography: htmlBiography, similarArtists: similar))
  }

  /// `getArtistInfo2` opens `entered`, then answers only once `release` opens.
  static func answering(after release: Gate, entered: Gate) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getArtistInfo2 = { _, _ in
      entered.open()
      await release.wait()
      return ArtistInfo(biography: "Late.")
    }
    return client
  }

  /// `getArtistInfo2` fails with `error`.
  static func failing(_ error: SubsonicError) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getArtistInfo2 = { _, _ in throw error }
    return client
  }

  /// Forty paragraphs, numbered, to scroll.
  static let longBiography = (1...40).map {
    "<p>Paragraph \($0): the band played on through the long polar night.</p>"
  }.joined()

  /// The long biography and the similar artists.
  static var longWithSimilar: SubsonicClient {
    answering(ArtistInfo(biography: longBiography, similarArtists: similar))
  }

  /// An artist whose name must stay on its row: wide, emoji, escapes and bidi controls.
  static let hostileArtist = Artist(
    id: "hostile",
    name: "坂本龍一 👩‍🎤 \u{1B}[31mRed\u{1B}[0m \u{202E}txet\u{202C} "
      + LibraryClients.longName, albumCount: 1_234)

  /// A biography of wide characters, escapes, a long unbroken word and entities of controls.
  static let hostileBiography = """
    坂本龍一は日本の作曲家、ピアニスト、音楽プロデューサーである。YMOのメンバーとして活動した。\
    <br>\u{1B}[2J\u{1B}]0;pwned\u{7} &#27;[31mred&#27;[0m \u{202E}reversed\u{202C}<br>\
    https://example.com/\(String(repeating: "a-very-long-path/", count: 9))end<br>🎹🎹🎹 \
    \(LibraryClients.longName)
    """

  /// The hostile biography, and the hostile artists as similar artists.
  static var hostile: SubsonicClient {
    answering(
      ArtistInfo(biography: hostileBiography, similarArtists: LibraryClients.hostileArtists))
  }
}
