import DependencyRegistry
import DependencyRegistryTesting
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The line `play` leaves on a terminal: what was played, and where it stopped.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct PlaySummaryTests {
  @Test func aQueuePlayedToTheEndSaysHowManySongsOfWhichAlbumForHowLong() async {
    let store = PlayStore(subsonic: .inMemory(), player: .preview(sleeper: .immediate))
    await store.play(.album(dawnChorus))
    expectEqual(store.summaryLine, "Played 4 of 4 songs of “Dawn Chorus” (14:10)")
    expectEqual(store.playedToTheEnd, true)
  }

  @Test func aQueueQuitSaysWhereItStopped() async {
    let player = FakePlayer { $0 == 0 ? .plays([.seconds(20)]) : .hangsAfter([.seconds(83)]) }
    let store = PlayStore(subsonic: .inMemory(), player: player.client)
    let playing = startPlaying(.album(dawnChorus), on: store)
    await observedUntil { isPlaying(store, index: 1, at: .seconds(83)) }
    await store.quit()
    await playing.value
    expectEqual(
      store.summaryLine,
      "Played 2 of 4 songs of “Dawn Chorus” (1:43); stopped at 1:23 in 2/4 Birdsong"
        + " — Aurora Vale (3:44)")
    expectEqual(store.playedIndices, [0, 1])
  }

  @Test func songsOfSeveralAlbumsOrOneSongAreCountedWithoutAnAlbum() async {
    let store = PlayStore(subsonic: .inMemory(), player: .preview(sleeper: .immediate))
    await store.play(.songs(["song-1", "song-5"]))
    let line = store.summaryLine ?? ""
    #expect(line.hasPrefix("Played 2 of 2 songs ("), "\(line)")
    let one = PlayStore(subsonic: .inMemory(), player: .preview(sleeper: .immediate))
    await one.play(.songs(["song-1"]))
    expectEqual(one.summaryLine, "Played 1 of 1 song of “Dawn Chorus” (3:07)")
  }

  @Test func nothingPlayedOrAFailedPlayerIsNoLine() async {
    let store = PlayStore(subsonic: .inMemory(), player: .previewWithoutPlayer)
    await store.play(.album(dawnChorus))
    expectEqual(store.summaryLine, nil)
    let failing = FakePlayer { _ in .fails(.playerFailed(program: "sh", status: "exit status 0")) }
    let failed = PlayStore(subsonic: .inMemory(), player: failing.client)
    await failed.play(.album(dawnChorus))
    expectEqual(failed.summaryLine, nil)  // the failure says what happened: nothing was played
  }

  @Test func songsSkippedOnTheWayStillSayWhatWasPlayed() async {
    var client = SubsonicClient.inMemory()
    client.stream = { id, options, receive in
      if id == "song-1" { throw SubsonicError.unreachable("lost") }
      return try await SubsonicClient.inMemory().stream(id, options, receive)
    }
    let store = PlayStore(subsonic: client, player: .preview(sleeper: .immediate))
    await store.play(.songs(["song-1", "song-2"]))
    // The preview plays a song's length whatever came of its audio.
    expectEqual(store.summaryLine, "Played 2 of 2 songs of “Dawn Chorus” (6:51)")
  }

  @Test func anAlbumNameWithControlCharactersIsOneLine() async {
    var client = SubsonicClient.inMemory()
    client.getAlbum = { _ in
      Album(
        id: "a", name: "Two\nLines", songCount: 1,
        songs: [Song(id: "s", title: "Bell\u{7}", album: "Two\nLines\u{1B}[2J", duration: 5)])
    }
    let store = PlayStore(subsonic: client, player: .preview(sleeper: .immediate))
    await store.play(.album("a"))
    let line = store.summaryLine ?? ""
    #expect(!line.contains("\n") && !line.contains("\u{7}"), "\(line)")
    #expect(line.hasPrefix("Played 1 of 1 song of “Two Lines"), "\(line)")
  }
}
