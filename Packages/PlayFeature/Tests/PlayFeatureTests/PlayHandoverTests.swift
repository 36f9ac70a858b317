import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Synchronization
import Testing

/// A playback whose events the test sends, one at a time.
private final class ScriptedPlayback: Sendable {
  let events: AsyncStream<PlaybackEvent>
  let continuation: AsyncStream<PlaybackEvent>.Continuation
  let isComplete = Mutex(false)

  init() { (events, continuation) = AsyncStream.makeStream() }

  var playback: Playback {
    Playback(
      write: { _ in }, finish: { [self] in isComplete.withLock { $0 = true } }, pause: {},
      resume: {},
      stop: { [self] in
        continuation.yield(.ended(.stopped, played: .zero))
        continuation.finish()
      }, events: events)
  }
}

/// How many playbacks a player started.
private final class Starts: Sendable {
  private let value = Mutex(0)

  var count: Int { value.withLock { $0 } }

  /// Counts one more: how many there were before.
  func add() -> Int {
    value.withLock { count in
      defer { count += 1 }
      return count
    }
  }
}

/// The next song goes to the player before the one playing ends, once that one's audio came, in
/// its last ``PlayStore/handoverLead``: a player of the whole queue plays on without a gap.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct PlayHandoverTests {
  // Songs of the in-memory library: 187 s and 224 s long.
  private let first = PreviewValues.firstLight
  private let second = PreviewValues.birdsong

  /// A player whose first song is `current` and the songs after `next`'s, counting `starts`.
  private func player(_ current: ScriptedPlayback, then next: FakePlayer, _ starts: Starts)
    -> PlayerClient
  {
    PlayerClient(
      prepare: {},
      start: { audio in
        starts.add() == 0 ? current.playback : try await next.client.start(audio)
      })
  }

  /// Lets the other tasks run until `condition` holds (at most `limit` turns, no clock).
  private func turns(_ limit: Int = 10_000, until condition: () -> Bool) async {
    for _ in 0..<limit where !condition() { await Task.yield() }
  }

  @Test func theNextSongIsStartedNearTheEndOfTheOnePlaying() async throws {
    let (current, next, starts) = (ScriptedPlayback(), FakePlayer { _ in .plays([]) }, Starts())
    let store = PlayStore(subsonic: .inMemory(), player: player(current, then: next, starts))
    let playing = Task { await store.play(.songs([first.id, second.id])) }
    await turns { current.isComplete.withLock { $0 } }
    current.continuation.yield(.started)
    current.continuation.yield(.position(.seconds(100)))  // 87 s before its end: not yet
    await turns(200) { false }  // what the store does with the position, it does in a few turns
    #expect(starts.count == 1)
    current.continuation.yield(.position(.seconds(170)))  // 17 s before its end
    await turns { next.records.first?.finished == true }
    #expect(starts.count == 2)
    #expect(next.records.first?.bytes.isEmpty == false)  // its audio streams meanwhile
    current.continuation.yield(.ended(.finished, played: .seconds(187)))
    current.continuation.finish()
    await playing.value
    #expect(store.state == .finished)
    #expect(starts.count == 2)  // the song handed over is the one played
    #expect(next.records.count == 1 && next.records[0].stops == 0)
  }

  @Test func quittingStopsTheSongHandedOverToo() async throws {
    let (current, next, starts) = (ScriptedPlayback(), FakePlayer { _ in .hangs }, Starts())
    let store = PlayStore(subsonic: .inMemory(), player: player(current, then: next, starts))
    let playing = Task { await store.play(.songs([first.id, second.id])) }
    await turns { current.isComplete.withLock { $0 } }
    current.continuation.yield(.started)
    current.continuation.yield(.position(.seconds(180)))
    await turns { next.records.first?.finished == true }
    await store.quit()
    await playing.value
    #expect(next.records.count == 1)
    #expect(next.records.first?.stops == 1)  // never left playing
  }
}
