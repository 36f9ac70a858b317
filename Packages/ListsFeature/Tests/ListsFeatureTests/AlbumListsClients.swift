import DependencyRegistryTesting
import SubsonicClient

/// Clients for the album lists screen: a long list answered page by page (recording what was
/// asked, holding answers, failing pages), failures, and hostile names. Each sets only the
/// endpoints the screen asks for, so any other request fails the test.
enum AlbumListsClients {
  /// One album list request, as the client saw it.
  struct Asked: Sendable, Hashable {
    var type: AlbumListType
    var size: Int
    var offset: Int
  }

  /// `count` albums, `Album 001` onwards, by `Artist 1` to `Artist 7`.
  static func numberedAlbums(_ count: Int) -> [Album] {
    (0..<count).map { index in
      let number = String(index + 1)
      let padded = String(repeating: "0", count: max(0, 3 - number.count)) + number
      return Album(
        id: AlbumID("album-\(padded)"), name: "Album \(padded)", artist: "Artist \(index % 7 + 1)",
        songCount: index % 13 + 1, duration: 600 + index * 37, year: 1970 + index % 50)
    }
  }

  /// Every album list answers its page of `albums` (whatever its type), recorded in `asked`;
  /// a page whose offset is in `failing` throws `error` the first time it is asked; while
  /// `release` is given, each page from offset `holdingFrom` on waits for it (and `entered`
  /// opens as its request comes).
  static func paging(
    _ albums: [Album], asked: Recorder<Asked> = Recorder(), failing: Set<Int> = [],
    error: SubsonicError = .httpStatus(503), release: Gate? = nil, holdingFrom: Int = 0,
    entered: Gate? = nil
  ) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getAlbumList2 = { type, size, offset, _ in
      let request = Asked(type: type, size: size, offset: offset)
      let askedBefore = asked.values.contains(request)
      asked.record(request)
      if let release, offset >= holdingFrom {
        entered?.open()
        await release.wait()
      }
      if failing.contains(offset), !askedBefore { throw error }
      return Array(albums.dropFirst(offset).prefix(size))
    }
    client.getGenres = { genres }
    return client
  }

  /// The genres ``paging(_:asked:failing:error:release:holdingFrom:entered:)`` answers.
  static let genres = [
    Genre(name: "Ambient", songCount: 12, albumCount: 2),
    Genre(name: "Jazz", songCount: 40, albumCount: 5),
    Genre(name: "Rock", songCount: 1, albumCount: 1),
  ]

  /// 200 characters, to see it cut.
  static let longName =
    String(
      ("The " + String(repeating: "Extraordinarily Long ", count: 10) + "Orchestra").prefix(199))
    + "!"

  /// Names that must stay in their cells: wide, emoji, very long, escapes and bidi controls.
  static let hostileAlbums = [
    Album(
      id: "wide-1", name: "戦場のメリークリスマス", artist: "坂本龍一", songCount: 19,
      duration: 3_301, year: 1983),
    Album(
      id: "wide-2", name: "한국어 앨범", artist: "방탄소년단 (BTS)", songCount: 9,
      duration: 2_100, year: 2020),
    Album(
      id: "emoji", name: "👩‍🎤 Ziggy 🎸🔥", artist: "👩‍🎤", songCount: 11, duration: 2_330,
      year: 1972),
    Album(
      id: "long", name: longName, artist: longName, songCount: 1_234, duration: 400_000,
      year: 99_999),
    Album(
      id: "escape", name: "\u{1B}[31mRed Alert\u{1B}[0m\u{7}", artist: "\u{1B}]0;pwned\u{7}",
      songCount: 2),
    Album(id: "bidi", name: "\u{202E}txet desrever\u{202C} ok", songCount: 1, duration: 59),
  ]

  /// Genres of hostile names.
  static let hostileGenres = [
    Genre(name: "J-Pop 日本の音楽", songCount: 1_234_567, albumCount: 123_456),
    Genre(name: "\u{1B}[2JClear", songCount: 3, albumCount: 1),
    Genre(name: longName, songCount: 2, albumCount: 1),
  ]

  /// ``hostileAlbums`` for every album list, ``hostileGenres`` for the genres.
  static var hostile: SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getAlbumList2 = { _, size, offset, _ in
      Array(hostileAlbums.dropFirst(offset).prefix(size))
    }
    client.getGenres = { hostileGenres }
    return client
  }
}
