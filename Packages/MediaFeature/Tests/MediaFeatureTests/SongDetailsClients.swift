import DependencyRegistryTesting
import Foundation
import SubsonicClient

/// Songs and clients for the song details' states: lyrics found, none, late, failing, long,
/// and hostile texts. Each client sets only `getLyrics` (and lists no OpenSubsonic extension), so
/// any other request fails the test.
enum SongDetailsClients {
  /// A song with every field a server sends.
  static let fullSong = Song(
    id: "song-1", title: "First Light", album: "Dawn Chorus", albumID: "album-1",
    artist: "Aurora Vale", artistID: "artist-1", track: 1, discNumber: 1, year: 2021,
    genre: "Ambient", duration: 245, size: 5_880_123, suffix: "flac", contentType: "audio/flac",
    bitRate: 880, coverArt: "cover-album-1", path: "Aurora Vale/Dawn Chorus/01 First Light.flac",
    starred: Date(timeIntervalSince1970: 1_772_366_400), userRating: 4, averageRating: 3.5,
    playCount: 12)

  /// A song with only a title: the fields it lacks are left out.
  static let bareSong = Song(id: "bare", title: "Untitled Demo")

  /// A server listing no OpenSubsonic extension: lyrics are asked by artist and title.
  static var noExtensions: SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getOpenSubsonicExtensions = { [] }
    return client
  }

  /// `getLyrics` answers `lyrics` for any song.
  static func answering(_ lyrics: Lyrics?) -> SubsonicClient {
    var client = noExtensions
    client.getLyrics = { _, _ in lyrics }
    return client
  }

  /// `getLyrics` opens `entered`, then answers nothing only once `release` opens.
  static func answering(after release: Gate, entered: Gate) -> SubsonicClient {
    var client = noExtensions
    client.getLyrics = { _, _ in
      entered.open()
      await release.wait()
      return nil
    }
    return client
  }

  /// `getLyrics` fails with `error`.
  static func failing(_ error: SubsonicError) -> SubsonicClient {
    var client = noExtensions
    client.getLyrics = { _, _ in throw error }
    return client
  }

  /// Sixty numbered lines of lyrics, in stanzas of four.
  static let longLyrics = Lyrics(
    artist: "Aurora Vale", title: "First Light",
    text: (1...60).map { $0 % 5 == 0 ? "" : "Line \($0) of a song that goes on" }
      .joined(separator: "\n"))

  /// 200 characters, to see it wrapped.
  static let longText =
    String(("The " + String(repeating: "Extraordinarily Long ", count: 10) + "Name").prefix(199))
    + "!"

  /// A song whose every text must stay in its place: wide, emoji, very long, escapes and bidi
  /// controls.
  static let hostileSong = Song(
    id: "hostile\u{1B}[2J", title: "夜に駆ける \u{1B}]0;pwned\u{7}", album: longText,
    artist: "👩‍🎤 Ziggy 🎸🔥 \u{202E}txet\u{202C}", track: 3, year: 2020, genre: "J-Pop\u{7}",
    duration: 3_723, path: "/music/" + String(repeating: "夜に駆ける/", count: 12) + "song.flac")

  /// Lyrics of wide characters, a long unbroken word, tabs and escape sequences.
  static let hostileLyrics = Lyrics(
    artist: "YOASOBI", title: "夜に駆ける",
    text: """
      沈むように溶けてゆくように 二人だけの空が広がる夜に
      \u{1B}[31mred\u{1B}[0m\tand\ttabs \u{7}bell
      https://example.com/\(String(repeating: "very-long-path-", count: 8))end
      🎸🔥👩‍🎤 \(longText)
      """)
}
