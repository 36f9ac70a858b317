import DependencyRegistry
import Observation
import PlayFeature
import SubsonicClient

/// What plays in the full-screen client: one ``PlayStore`` per queue chosen (a store plays one
/// queue, to its end), its ``QueueScreen``, and the task that plays it. Choosing a new queue ends
/// the one playing first, as `play` ends it: the player stopped, the queue saved; the volume and
/// muting go on to the new queue. Adding to the
/// queue adds to the one playing, or plays what was added when nothing plays.
@MainActor @Observable
final class UIPlayback {
  /// What the last addition to the queue did, for the status line.
  enum Addition: Equatable {
    case adding(name: String)
    case added(count: Int, name: String)
    case failed(name: String, PlayFailure)
  }

  /// The store of the queue chosen last (idle until one is).
  private(set) var store: PlayStore
  /// The queue pane's state for ``store``.
  private(set) var queue: QueueScreen
  /// What the last `a` did; `nil` before the first.
  private(set) var addition: Addition?

  @ObservationIgnored private let makeStore: @MainActor () -> PlayStore
  @ObservationIgnored private var playing: Task<Void, Never>?

  /// Playback with the registry's clients and sleeper, read once, here.
  init() {
    let values = DependencyValues.current
    makeStore = {
      PlayStore(
        subsonic: values.subsonicClient, player: values.playerClient, sleeper: values.sleeper)
    }
    let store = makeStore()
    self.store = store
    queue = QueueScreen(store: store)
  }

  /// Whether a queue plays or is being built: what `a` adds to.
  var isPlaying: Bool {
    switch store.state {
    case .loading, .playing: true
    case .idle, .finished, .failed: false
    }
  }

  /// Plays `selection` to the end, after the queue playing ends.
  func play(_ selection: PlaySelection) {
    let previous = (store, playing)
    let next = makeStore()
    next.keepLevels(of: store)  // the same player: its volume and muting stay
    store = next
    queue = QueueScreen(store: next)
    playing = Task {
      await previous.0.quit()
      await previous.1?.value
      await next.play(selection)
    }
  }

  /// Adds the songs of `selection` (named `name` in the status line) to the queue playing, or
  /// plays them when nothing plays.
  func add(_ selection: PlaySelection, named name: String) {
    guard isPlaying else {
      addition = nil
      play(selection)
      return
    }
    addition = .adding(name: name)
    let store = self.store
    Task {
      do throws(PlayFailure) {
        let added = try await store.enqueue(selection)
        addition = .added(count: added.count, name: name)
      } catch {
        addition = .failed(name: name, error)
      }
    }
  }

  /// Pauses the song playing, if one plays and is not paused; whether it did.
  func pauseIfPlaying() async -> Bool {
    guard case .playing(let status) = store.state, !status.isPaused else { return false }
    await store.togglePause()
    return true
  }

  /// Ends what plays (the queue saved, as at the end of `play`) and waits for it.
  func stop() async {
    await store.quit()
    await playing?.value
  }
}
