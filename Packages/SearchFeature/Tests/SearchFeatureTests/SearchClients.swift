import DependencyRegistryTesting
import SubsonicClient

/// Search servers for the screen's states that the in-memory library does not have: one that has
/// not answered yet, failures, many songs, and hostile names. Each sets only `search3`, so any
/// other request fails the test.
enum SearchClients {
  /// `search3` opens `entered`, then answers nothing found once `release` opens.
  static func answering(after release: Gate, entered: Gate) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.search3 = { _ in
      entered.open()
      await release.wait()
      return SearchResult()
    }
    return client
  }

  /// `search3` fails with `error` for the first `failures` requests, then answers `result`.
  static func failing(
    _ error: SubsonicError, times failures: Int = .max, then result: SearchResult = SearchResult()
  ) -> SubsonicClient {
    let asked = Recorder<SearchQuery>()
    var client = SubsonicClient.unimplemented
    client.search3 = { query in
      asked.record(query)
      if asked.values.count <= failures { throw error }
      return result
    }
    return client
  }

  /// `count` songs `Song 001` onwards, by `Band 0` to `Band 4`, paged by the query's offset and
  /// count; the first `failures` pages after the first fail with `error`.
  static func manySongs(
    _ count: Int, failingMore failures: Int = 0,
    with error: SubsonicError = .unreachable("connection reset by peer")
  ) -> SubsonicClient {
    let songs = (1...max(1, count)).map { number in
      let padded = String(repeating: "0", count: max(0, 3 - String(number).count)) + "\(number)"
      return Song(
        id: SongID("s\(number)"), title: "Song \(padded)", artist: "Band \(number % 5)",
        duration: 60 + number)
    }
    let morePages = Recorder<Int>()
    var client = SubsonicClient.unimplemented
    client.search3 = { query in
      if query.songOffset > 0 {
        morePages.record(query.songOffset)
        if morePages.values.count <= failures { throw error }
      }
      let start = min(query.songOffset, songs.count)
      return SearchResult(songs: Array(songs[start..<min(start + query.songCount, songs.count)]))
    }
    return client
  }

  /// 200 characters, to see it cut.
  static let longName =
    String(
      ("A " + String(repeating: "Very Long Name That Goes On ", count: 8)).prefix(199)) + "!"

  /// Names that must stay in their cells: wide, emoji, very long, escapes and bidi controls.
  static let hostile = SearchResult(
    artists: [
      Artist(id: "cjk", name: "宇多田ヒカル", albumCount: 8),
      Artist(id: "emoji", name: "🌞🌝 Sun & Moon 🌚", albumCount: 1),
      Artist(id: "long", name: longName, albumCount: 1_234),
    ],
    albums: [
      Album(
        id: "escape", name: "\u{1B}[2J\u{1B}[31mCleared\u{7}", artist: "\u{1B}]0;title\u{7}",
        songCount: 3, year: 1999),
      Album(id: "hangul", name: "사랑의 노래", artist: "아이유", songCount: 10, year: 2021),
    ],
    songs: [
      Song(id: "bidi", title: "\u{202E}evol\u{202C} love", artist: "Mirror", duration: 200),
      Song(id: "wide", title: "初恋 — " + longName, artist: "宇多田ヒカル", duration: 3_723),
      Song(id: "zwj", title: "👨‍👩‍👧 Family Tune", artist: longName, duration: 59),
      Song(id: "tab", title: "Tab\there\nand a line", artist: nil, duration: nil),
    ])

  /// `search3` answers ``hostile`` whatever is asked.
  static var hostileNames: SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.search3 = { _ in hostile }
    return client
  }
}
