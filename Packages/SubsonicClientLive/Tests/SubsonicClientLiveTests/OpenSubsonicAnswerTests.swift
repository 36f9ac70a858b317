import Foundation
import SubsonicClient
import Testing

/// Answers of the endpoints supysonic lacks, in the shapes of the OpenSubsonic specification.
struct OpenSubsonicAnswerTests {
  @Test func pingOfAnOpenSubsonicServer() async throws {
    #expect(
      try await Harness.client(answering: "opensubsonic-ping.json").0.ping()
        == ServerInfo(
          version: "1.16.1", type: "navidrome", serverVersion: "0.53.0 (abc123)",
          isOpenSubsonic: true))
  }

  @Test func extensionsWithTheirVersions() async throws {
    #expect(
      try await Harness.client(answering: "getOpenSubsonicExtensions.json").0
        .getOpenSubsonicExtensions() == [
          OpenSubsonicExtension(name: "apiKeyAuthentication", versions: [1]),
          OpenSubsonicExtension(name: "songLyrics", versions: [1, 2]),
          OpenSubsonicExtension(name: "transcodeOffset", versions: [1]),
        ])
  }

  @Test func artistInfoDropsEmptyURLs() async throws {
    let info = try await Harness.client(answering: "getArtistInfo2.json").0.getArtistInfo2("x", nil)
    #expect(info.biography == "Aurora Tones make <b>ambient</b> music.")
    #expect(info.musicBrainzID == "0b0c1c8f-5a0e-4c4e-9d1c-3c2d1e0f9a8b")
    #expect(info.lastFmURL?.absoluteString == "https://www.last.fm/music/Aurora+Tones")
    #expect(info.smallImageURL?.absoluteString == "https://img.example.org/s.jpg")
    #expect(info.largeImageURL == nil)
    #expect(info.similarArtists.map(\.name) == ["Basso Continuo", "Celeste Quartet"])
  }

  @Test func similarAndTopSongs() async throws {
    #expect(
      try await Harness.client(answering: "getSimilarSongs2.json").0.getSimilarSongs2("x", nil)
        .map(\.title) == ["Updraft", "Lanterns"])
    #expect(
      try await Harness.client(answering: "getTopSongs.json").0.getTopSongs(
        .name("Aurora Tones"), nil
      )
      .map(\.id) == ["so-1"])
  }

  @Test func playQueueBookmarksAndScanStatus() async throws {
    let queue = try #require(
      try await Harness.client(answering: "getPlayQueue.json").0.getPlayQueue())
    #expect(queue.entries.map(\.id) == ["so-1", "so-2"])
    #expect(queue.current == "so-2")
    #expect(queue.positionMilliseconds == 73_000)
    #expect(queue.changed == Date(timeIntervalSince1970: 1_795_238_320.123))
    #expect(queue.changedBy == "sunsonic")
    // No queue saved: no playQueue key.
    #expect(try await Harness.client(answering: "ping.json").0.getPlayQueue() == nil)

    let bookmarks = try await Harness.client(answering: "getBookmarks.json").0.getBookmarks()
    #expect(bookmarks.count == 1)
    #expect(bookmarks.first?.entry.title == "Updraft")
    #expect(bookmarks.first?.positionMilliseconds == 12_500)
    // "+01:00": an hour earlier in UTC.
    #expect(bookmarks.first?.changed == (try Date("2026-11-21T09:00:00Z", strategy: .iso8601)))

    #expect(
      try await Harness.client(answering: "getScanStatus.json").0.getScanStatus()
        == ScanStatus(scanning: true, count: 1234))
  }

  @Test func createPlaylistReturnsThePlaylistOnAPI114() async throws {
    let playlist = try await Harness.client(answering: "createPlaylist-1.14.json").0
      .createPlaylist("Café mix", ["so-1"])
    #expect(playlist?.id == "pl-9")
    #expect(playlist?.entries.map(\.id) == ["so-1"])
    #expect(playlist?.changed != nil)
  }
}
