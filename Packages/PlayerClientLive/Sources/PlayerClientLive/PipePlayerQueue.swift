import Locking
import PlayerClient

/// Songs played one after the other through a player run per song (fed through a pipe): a song
/// started while another plays starts its player once that one has ended, so ``PlayerClient``'s
/// `start` means "play after what plays now" for every player, as it does for mpv's queue.
final class PipePlayerQueue: Sendable {
  private let command: PlayerCommand
  private let environment: [String: String]
  /// Ends when the song started last has ended (or never started).
  private let lastEnded = Locked<Task<Void, Never>?>(nil)

  init(command: PlayerCommand, environment: [String: String]) {
    self.command = command
    self.environment = environment
  }

  /// Starts the player for a song once the song before has ended; cancelled meanwhile, it
  /// throws ``PlayerError/cancelled`` and starts nothing.
  func start() async throws(PlayerError) -> Playback {
    let (ended, hasEnded) = AsyncStream.makeStream(of: Void.self)
    let mine = Task { for await _ in ended {} }
    let previous = lastEnded.withLock { last in
      defer { last = mine }
      return last
    }
    if let previous {
      await Self.wait(for: previous)
      if Task.isCancelled {
        // The next song still waits for the one before this.
        Task {
          await previous.value
          hasEnded.finish()
        }
        throw .cancelled
      }
    }
    let live: LivePlayback
    do {
      live = try LivePlayback.start(command, environment: environment)
    } catch {
      hasEnded.finish()
      throw error
    }
    let playback = live.playback
    let (events, relay) = AsyncStream.makeStream(
      of: PlaybackEvent.self, bufferingPolicy: .unbounded)
    Task {
      for await event in playback.events { relay.yield(event) }
      relay.finish()
      hasEnded.finish()
    }
    var relayed = playback
    relayed.events = events
    return relayed
  }

  /// Waits until `task` has ended, or the calling task is cancelled.
  private static func wait(for task: Task<Void, Never>) async {
    let waiting = Locked<CheckedContinuation<Void, Never>?>(nil)
    @Sendable func resumeOnce() {
      let continuation = waiting.withLock { current in
        defer { current = nil }
        return current
      }
      continuation?.resume()
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiting.withLock { $0 = continuation }
        Task {
          await task.value
          resumeOnce()
        }
        if Task.isCancelled { resumeOnce() }
      }
    } onCancel: {
      resumeOnce()
    }
  }
}
