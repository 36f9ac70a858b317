import DependencyRegistry
import Foundation
import Locking

/// The playback of ``PlayerClient/preview(sleeper:)``: a clock on a `Sleeper` that moves the
/// position one step per step slept, from the moment the audio is complete (and the playback
/// before it, `previous`, has ended) to its duration.
final class PreviewPlayback: Sendable {
  private struct State {
    var played = Duration.zero
    var isAudioComplete = false
    var hasStarted = false
    var isPaused = false
    var isOver = false
    /// Who waits for the end (the playback after this one).
    var endWaiters: [CheckedContinuation<Void, Never>] = []
    /// The clock running, and its number: a clock that is no longer the current one (paused,
    /// stopped) moves nothing, even when its sleep ended before it was cancelled.
    var clock: Task<Void, Never>?
    var clockNumber = 0
  }

  private let duration: Duration
  private let step: Duration
  private let sleeper: Sleeper
  private let continuation: AsyncStream<PlaybackEvent>.Continuation
  private let events: AsyncStream<PlaybackEvent>
  private let state = Locked(State())
  /// The playback started before this one, which plays first; `nil` once it has ended.
  private let previous: Locked<PreviewPlayback?>

  /// A playback of `duration` (none: it ends as soon as it starts) on `sleeper`, after
  /// `previous` (none: at once).
  init(duration: Duration?, sleeper: Sleeper, after previous: PreviewPlayback? = nil) {
    self.previous = Locked(previous)
    let duration = max(.zero, duration ?? .zero)
    self.duration = duration
    // A second, or more for a song over an hour: at most 3,600 steps, however long it is.
    step = .seconds(max(0, duration.components.seconds - 1) / 3_600 + 1)
    self.sleeper = sleeper
    (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  var playback: Playback {
    Playback(
      write: { [self] _ in
        if state.withLock({ $0.isOver }) { throw PlayerError.ended }
      },
      finish: { [self] in start() },
      pause: { [self] in pause() },
      resume: { [self] in resume() },
      stop: { [self] in end(.stopped) },
      events: events)
  }

  /// All of the audio is there: it starts, the clock with it unless paused.
  private func start() {
    state.withLock { state in
      guard !state.isOver, !state.isAudioComplete else { return }
      state.isAudioComplete = true
      if !state.isPaused { startClock(&state) }
    }
  }

  /// Returns once this playback has ended (at once when it has).
  func waitUntilEnded() async {
    await withCheckedContinuation { continuation in
      let isOver = state.withLock { state in
        if !state.isOver { state.endWaiters.append(continuation) }
        return state.isOver
      }
      if isOver { continuation.resume() }
    }
  }

  private func pause() {
    let clock = state.withLock { state -> Task<Void, Never>? in
      guard !state.isOver, !state.isPaused else { return nil }
      state.isPaused = true
      state.clockNumber += 1
      defer { state.clock = nil }
      return state.clock
    }
    clock?.cancel()
  }

  private func resume() {
    state.withLock { state in
      guard !state.isOver, state.isPaused else { return }
      state.isPaused = false
      if state.isAudioComplete { startClock(&state) }
    }
  }

  /// Starts a clock that sleeps a step at a time and moves the position by what it slept,
  /// reporting it after each whole step, until the duration, where it ends the playback.
  private func startClock(_ state: inout State) {
    state.clockNumber += 1
    let number = state.clockNumber
    let clock = Task { [self] in
      if let before = previous.withLock({ $0 }) {
        await before.waitUntilEnded()  // a player plays one song at a time
        previous.withLock { $0 = nil }
      }
      let starts = self.state.withLock { state -> Bool in
        guard state.clockNumber == number, !state.isOver else { return false }
        if !state.hasStarted { continuation.yield(.started) }
        state.hasStarted = true
        return true
      }
      guard starts else { return }
      while true {
        let wait = self.state.withLock { state -> Duration? in
          guard state.clockNumber == number, !state.isOver else { return nil }
          return min(step, duration - state.played)
        }
        guard let wait else { return }
        if wait > .zero {
          do { try await sleeper.sleep(wait) } catch { return }
        }
        let isDone = self.state.withLock { state -> Bool? in
          guard state.clockNumber == number, !state.isOver else { return nil }
          state.played += wait
          if wait == step { continuation.yield(.position(state.played)) }
          return state.played >= duration
        }
        guard let isDone else { return }
        if isDone { return end(.finished) }
      }
    }
    state.clock = clock
  }

  /// Ends the playback once, where it is: the clock stopped, the last event sent.
  private func end(_ end: PlaybackEnd) {
    let ended = state.withLock {
      state -> (Task<Void, Never>?, [CheckedContinuation<Void, Never>])? in
      guard !state.isOver else { return nil }
      state.isOver = true
      state.clockNumber += 1
      continuation.yield(.ended(end, played: state.played))
      continuation.finish()
      defer {
        state.clock = nil
        state.endWaiters = []
      }
      return (state.clock, state.endWaiters)
    }
    guard let (clock, waiters) = ended else { return }
    clock?.cancel()
    for waiter in waiters { waiter.resume() }
  }
}
