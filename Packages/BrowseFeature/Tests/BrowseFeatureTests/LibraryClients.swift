import DependencyRegistryTesting
import SubsonicClient

/// Clients for the library screen's states that the preview server does not have: a server that
/// has not answered yet, an empty library, failures, a long list, and hostile names. Each sets
/// only the endpoints the screen asks for, so any other request fails the test.
enum LibraryClients {
  /// `getArtists` opens `entered`, then answers the preview's artist only once `release` opens.
  static func answeringArtists(after release: Gate, entered: Gate) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getArtists = { _ in
      entered.open()
      await release.wait()
      return [ArtistIndex(name: "A", artists: [PreviewValues.artist])]
    }
    return client
  }

  /// A library with no artists.
  static var noArtists: SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getArtists = { _ in [] }
    return client
  }

  /// Two artists: "Nobody" with no albums, "Quiet" with one album, "Silence", of no songs.
  static var emptyLevels: SubsonicClient {
    let silence = Album(id: "silence", name: "Silence", artist: "Quiet", songCount: 0)
    var client = SubsonicClient.unimplemented
    client.getArtists = { _ in
      [
        ArtistIndex(name: "N", artists: [Artist(id: "nobody", name: "Nobody", albumCount: 0)]),
        ArtistIndex(name: "Q", artists: [Artist(id: "quiet", name: "Quiet", albumCount: 1)]),
      ]
    }
    client.getArtist = { id in
      id == "quiet"
        ? Artist(id: id, name: "Quiet", albumCount: 1, albums: [silence])
        : Artist(id: id, name: "Nobody", albumCount: 0)
    }
    client.getAlbum = { _ in silence }
    return client
  }

  /// The preview library, but `getArtist` throws `error`.
  static func failingArtist(_ error: SubsonicError) -> SubsonicClient {
    var client = SubsonicClient.preview
    client.getArtist = { _ in throw error }
    return client
  }

  /// `count` artists, `Artist 001` onwards, in groups of ten.
  static func manyArtists(_ count: Int) -> SubsonicClient {
    let artists = (1...max(1, count)).map { number in
      let padded = String(repeating: "0", count: max(0, 3 - String(number).count)) + "\(number)"
      return Artist(
        id: ArtistID("a\(number)"), name: "Artist \(padded)", albumCount: number % 7)
    }
    let indexes = stride(from: 0, to: count, by: 10).map { start in
      ArtistIndex(name: "\(start / 10)", artists: Array(artists[start..<min(start + 10, count)]))
    }
    var client = SubsonicClient.unimplemented
    client.getArtists = { _ in indexes }
    return client
  }

  /// 200 characters, to see it cut.
  static let longName =
    String(
      ("The " + String(repeating: "Extraordinarily Long ", count: 10) + "Orchestra").prefix(199))
    + "!"

  /// Names that must stay in their cells: wide, emoji, very long, escapes and bidi controls.
  static let hostileArtists = [
    Artist(id: "wide-1", name: "坂本龍一", albumCount: 12),
    Artist(id: "wide-2", name: "방탄소년단 (BTS)", albumCount: 9),
    Artist(id: "emoji", name: "👩‍🎤 Ziggy 🎸🔥", albumCount: 3),
    Artist(id: "long", name: longName, albumCount: 1_234),
    Artist(id: "escape", name: "\u{1B}[31mRed Alert\u{1B}[0m\u{7}", albumCount: 2),
    Artist(id: "bidi", name: "\u{202E}txet desrever\u{202C} ok", albumCount: nil),
  ]

  /// A two-disc album of hostile titles and artists, with a song over an hour and one with no
  /// track number.
  static let hostileAlbum = Album(
    id: "hostile", name: "夜に駆ける — " + longName, artist: "坂本龍一", songCount: 6,
    year: 2020,
    songs: [
      Song(id: "h1", title: "夜に駆ける", artist: "YOASOBI", track: 1, discNumber: 1, duration: 261),
      Song(id: "h2", title: longName, artist: longName, track: 2, discNumber: 1, duration: 3_723),
      Song(
        id: "h3", title: "🎹🎹🎹 Piano", artist: "👩‍🎤 Ziggy 🎸🔥", track: 3, discNumber: 1,
        duration: 59),
      Song(
        id: "h4", title: "Bell\u{7}\u{1B}]0;pwned\u{7}", artist: "\u{1B}[2J", track: 1,
        discNumber: 2, duration: 600),
      Song(id: "h5", title: "한국어 노래", artist: "방탄소년단", track: 2, discNumber: 2),
      Song(id: "h6", title: "Untracked", discNumber: 2, duration: 5),
    ])

  /// The hostile artists; each has ``hostileAlbum``, which `getAlbum` answers.
  static var hostile: SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getArtists = { _ in
      [ArtistIndex(name: "#", artists: hostileArtists)]
    }
    client.getArtist = { id in
      var artist = hostileArtists.first { $0.id == id } ?? hostileArtists[0]
      var album = hostileAlbum
      album.songs = []
      artist.albums = [album, Album(id: "plain", name: "Plain Songs", songCount: 0)]
      return artist
    }
    client.getAlbum = { _ in hostileAlbum }
    return client
  }

  /// An artist, an album and songs whose names the server left empty, blank or control-only.
  static var emptyNames: SubsonicClient {
    let album = Album(
      id: "23", name: "", artist: " ", artistID: "blank", songCount: 2,
      songs: [
        Song(id: "e1", title: "", track: 1, duration: 60),
        Song(id: "e2", title: "\u{1B}\u{7}", artist: "\u{200B}", track: 2, duration: 61),
      ])
    let artist = Artist(id: "blank", name: "  \t", albumCount: 1)
    var client = SubsonicClient.unimplemented
    client.getArtists = { _ in [ArtistIndex(name: "#", artists: [artist])] }
    client.getArtist = { _ in
      var found = artist
      var listed = album
      listed.songs = []
      found.albums = [listed]
      return found
    }
    client.getAlbum = { _ in album }
    return client
  }
}
