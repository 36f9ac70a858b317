import DependencyRegistryTesting
import LoadStore
import MediaFeature
import SubsonicClient
import TerminalScreen
import Testing

/// The lyrics of the song playing: loaded once when a song starts, the latest song winning, the
/// synced set preferred, a failure retried.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct NowPlayingLyricsTests {
  typealias Clients = NowPlayingLyricsClients

  @Test func aSongsLyricsLoadOnceWhenItStarts() async {
    let asked = Clients.Asked()
    let lyrics = NowPlayingLyrics(client: Clients.answering(Clients.library, asked: asked))
    expectEqual(lyrics.state, .idle)
    lyrics.follow(Clients.synced)
    expectEqual(lyrics.state, .loading)
    await observedUntil { lyrics.loadsUnderWay == 0 }
    expectEqual(lyrics.state, .loaded(.structured(Clients.syncedLyrics)))
    expectEqual(lyrics.timeline?.lines.count, 30)
    // The position moves, playing pauses (no song), the same song again: nothing more asked.
    for song in [Clients.synced, nil, Clients.synced] { lyrics.follow(song) }
    await observedUntil { lyrics.loadsUnderWay == 0 }
    expectEqual(asked.songs, ["synced"])

    lyrics.follow(Clients.plain)
    await observedUntil { lyrics.loadsUnderWay == 0 }
    expectEqual(lyrics.state, .loaded(.structured(Clients.plainLyrics)))
    expectEqual(lyrics.timeline, nil)
    lyrics.follow(Clients.silent)
    await observedUntil { lyrics.loadsUnderWay == 0 }
    expectEqual(lyrics.state, .loaded(nil))
    expectEqual(asked.songs, ["synced", "plain", "silent"])
  }

  @Test func theLatestSongWinsWhenSongsChangeFast() async {
    let slow = Gate()
    let lyrics = NowPlayingLyrics(
      client: Clients.answering(Clients.library, delayed: (Clients.synced.id, slow)))
    lyrics.follow(Clients.synced)
    lyrics.follow(Clients.plain)  // skipped to the next song before the first's lyrics came
    await observedUntil { lyrics.lyricsStore.state == .loaded(.structured(Clients.plainLyrics)) }
    slow.open()
    await observedUntil { lyrics.loadsUnderWay == 0 }
    expectEqual(lyrics.song, Clients.plain)
    expectEqual(lyrics.state, .loaded(.structured(Clients.plainLyrics)))
  }

  @Test func plainLyricsScrollAndSyncedOnesFollowInstead() async {
    let lyrics = NowPlayingLyrics(client: Clients.answering(Clients.library))
    lyrics.listHeight = 10
    lyrics.follow(Clients.long)
    await observedUntil { lyrics.loadsUnderWay == 0 }
    var tops: [Int] = []
    for motion in [ListMotion.rows(1), .pages(1), .last, .pages(1), .rows(-2), .first] {
      lyrics.scroll(motion)
      tops.append(lyrics.top)
    }
    expectEqual(tops, [1, 11, 30, 30, 28, 0])
    lyrics.scroll(.last)
    lyrics.follow(Clients.synced)  // a new song starts from the top, and follows
    expectEqual(lyrics.top, 0)
    await observedUntil { lyrics.loadsUnderWay == 0 }
    lyrics.scroll(.pages(1))
    expectEqual(lyrics.top, 0)
  }

  @Test func aFailureSaysWhyAndIsRetriedWhenThatMayHelp() async {
    let lyrics = NowPlayingLyrics(client: Clients.failing(.unreachable("connection refused")))
    lyrics.follow(Clients.synced)
    await observedUntil { lyrics.loadsUnderWay == 0 }
    expectEqual(lyrics.state, .failed(.unreachable("connection refused"), canRetry: true))
    expectEqual(lyrics.retry(), true)
    await observedUntil { lyrics.loadsUnderWay == 0 }
    let refused = NowPlayingLyrics(
      client: Clients.failing(.notSupported(endpoint: "getLyricsBySongId")))
    refused.follow(Clients.synced)
    await observedUntil { refused.loadsUnderWay == 0 }
    expectEqual(refused.retry(), false)
  }
}
