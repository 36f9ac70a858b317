import DependencyRegistry
import Observation
import PlayFeature
import SubsonicClient

/// What plays in the full-screen client: one ``PlayStore`` per queue chosen (a store plays one
/// queue, to its end), its ``QueueScreen``, and the task that plays it. Choosing a new queue ends
/// the one playing first, as `play` ends it: the player stopped, the queue saved.
@MainActor @Observable
final class UIPlayback {
  /// The store of the queue chosen last (idle until one is).
  private(set) var store: PlayStore
  /// The queue pane's state for ``store``.
  private(set) var queue: QueueScreen

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

  /// Plays `songs` from `index` to the end, after the queue playing ends.
  func play(_ songs: [Song], from index: Int) {
    guard songs.indices.contains(index) else { return }
    let ids = songs[index...].map(\.id)
    let previous = (store, playing)
    let next = makeStore()
    store = next
    queue = QueueScreen(store: next)
    playing = Task {
      await previous.0.quit()
      await previous.1?.value
      await next.play(.songs(ids))
    }
  }

  /// Ends what plays (the queue saved, as at the end of `play`) and waits for it.
  func stop() async {
    await store.quit()
    await playing?.value
  }
}
