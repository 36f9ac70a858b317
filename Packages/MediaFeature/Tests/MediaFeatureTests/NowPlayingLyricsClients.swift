import DependencyRegistryTesting
import Foundation
import SubsonicClient

/// Songs, lyrics and clients for following the song playing: a server listing `songLyrics`
/// whose `getLyricsBySongId` answers from a table (any other request fails the test).
enum NowPlayingLyricsClients {
  /// A song with synced lyrics.
  static let synced = Song(id: "synced", title: "First Light", artist: "Aurora Vale")
  /// A song with plain lyrics only.
  static let plain = Song(id: "plain", title: "Birdsong", artist: "Aurora Vale")
  /// A song with forty plain lines.
  static let long = Song(id: "long", title: "Long Song", artist: "Aurora Vale")
  /// A song without lyrics.
  static let silent = Song(id: "silent", title: "Interlude")

  /// Thirty lines, one every 4 s from 0:05, a pause (an empty line) every fifth.
  static let syncedLyrics = StructuredLyrics(
    displayArtist: "Aurora Vale", displayTitle: "First Light", language: "eng", isSynced: true,
    lines: (0..<30).map { index in
      LyricLine(
        startMilliseconds: 5_000 + index * 4_000,
        text: index % 5 == 4 ? "" : "Line \(index + 1) as the morning comes")
    })

  /// Plain lines, as a server without times gives them.
  static let plainLyrics = StructuredLyrics(
    lines: (1...8).map { LyricLine(text: "Plain line \($0) of the birdsong") })

  /// Forty plain lines, more than a page.
  static let longPlainLyrics = StructuredLyrics(
    lines: (1...40).map { LyricLine(text: "Long line \($0)") })

  /// Synced lines of wide characters, a long unbroken word, escape sequences and bidi controls.
  static let hostileLyrics = StructuredLyrics(
    displayTitle: "夜に駆ける", isSynced: true, offsetMilliseconds: -Int.max,
    lines: [
      LyricLine(startMilliseconds: Int.min, text: "沈むように溶けてゆくように 二人だけの空が広がる夜に"),
      LyricLine(
        startMilliseconds: 0, text: "\u{1B}[31mred\u{1B}[0m\tand\ttabs \u{7}bell \u{202E}txet"),
      LyricLine(
        startMilliseconds: 1,
        text: "https://example.com/\(String(repeating: "very-long-path-", count: 12))end"),
      LyricLine(startMilliseconds: Int.max, text: "🎸🔥👩‍🎤 \u{1B}]0;pwned\u{7}"),
    ])

  /// A server listing `songLyrics` that answers `lyrics[id]` (no set for any other song), after
  /// `delay` opens for the song named.
  static func answering(
    _ lyrics: [SongID: [StructuredLyrics]], delayed delay: (SongID, Gate)? = nil,
    asked: Asked = Asked()
  ) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getOpenSubsonicExtensions = {
      [OpenSubsonicExtension(name: "songLyrics", versions: [1])]
    }
    client.getLyricsBySongId = { id in
      asked.record(id)
      if let (delayed, gate) = delay, delayed == id { await gate.wait() }
      return lyrics[id] ?? []
    }
    return client
  }

  /// The lyrics of the three songs.
  static let library: [SongID: [StructuredLyrics]] = [
    synced.id: [plainLyrics, syncedLyrics], plain.id: [plainLyrics], long.id: [longPlainLyrics],
  ]

  /// A server whose `getLyricsBySongId` fails with `error`.
  static func failing(_ error: SubsonicError) -> SubsonicClient {
    var client = answering([:])
    client.getLyricsBySongId = { _ in throw error }
    return client
  }

  /// The songs whose lyrics were asked for, in order.
  final class Asked: Sendable {
    private let ids = LockedIDs()
    func record(_ id: SongID) { ids.append(id) }
    var songs: [SongID] { ids.all }
  }
}

/// A list behind a lock.
private final class LockedIDs: @unchecked Sendable {
  private let lock = NSLock()
  private var ids: [SongID] = []
  func append(_ id: SongID) { lock.withLock { ids.append(id) } }
  var all: [SongID] { lock.withLock { ids } }
}
