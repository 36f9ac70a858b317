import DependencyRegistry
import PlayerClient
import Synchronization

/// A preview player that keeps time: once a song's audio is handed over it starts, reports its
/// position every second (pauses left out, on the sleeper given) and finishes at the song's
/// duration. `PlayerClient.preview` plays a song at once, which suits tests; a person watching
/// the queue needs the position to move a second per second. It plays no sound.
final class PacedPreviewPlayer: Sendable {
  /// A player client whose every playback is a paced preview one on `sleeper`.
  static func client(sleeper: Sleeper) -> PlayerClient {
    PlayerClient(
      prepare: {},
      start: { audio in
        PacedPreviewPlayer(duration: audio.duration ?? .seconds(30), sleeper: sleeper).playback
      })
  }

  /// Where the playback is.
  private struct State {
    var played = Duration.zero
    var isPaused = false
    var isOver = false
    var clock: Task<Void, Never>?
  }

  private let duration: Duration
  private let sleeper: Sleeper
  private let continuation: AsyncStream<PlaybackEvent>.Continuation
  private let events: AsyncStream<PlaybackEvent>
  private let state = Mutex(State())

  private init(duration: Duration, sleeper: Sleeper) {
    self.duration = duration
    self.sleeper = sleeper
    (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  /// The playback the store drives.
  var playback: Playback {
    Playback(
      write: { [self] _ in
        if state.withLock({ $0.isOver }) { throw PlayerError.ended }
      },
      finish: { [self] in start() },
      pause: { [self] in state.withLock { $0.isPaused = true } },
      resume: { [self] in state.withLock { $0.isPaused = false } },
      stop: { [self] in end(.stopped) },
      events: events)
  }

  /// Starts the clock: a position a second until the duration.
  private func start() {
    continuation.yield(.started)
    let clock = Task { [self] in
      while true {
        do { try await sleeper.sleep(.seconds(1)) } catch { return }
        let played = state.withLock { state -> Duration? in
          guard !state.isOver else { return nil }
          if !state.isPaused { state.played += .seconds(1) }
          return state.played
        }
        guard let played else { return }
        guard played < duration else { return end(.finished) }
        continuation.yield(.position(played))
      }
    }
    state.withLock { $0.clock = clock }
  }

  /// Ends the playback once: the clock stopped, the last event sent.
  private func end(_ end: PlaybackEnd) {
    let (first, played, clock) = state.withLock { state in
      defer { state.isOver = true }
      return (!state.isOver, min(state.played, duration), state.clock)
    }
    guard first else { return }
    clock?.cancel()
    continuation.yield(.ended(end, played: played))
    continuation.finish()
  }
}
