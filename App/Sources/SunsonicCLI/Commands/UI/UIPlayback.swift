import DependencyRegistry
import Observation
import PlayFeature
import StationStreamClient
import SubsonicClient
import TerminalScreen

/// What plays in the full-screen client: one ``PlayStore`` per queue chosen (a store plays one
/// queue, to its end), its ``QueueScreen``, and the task that plays it; or one
/// ``StationPlayStore`` per internet radio station chosen. One player at a time: choosing a new
/// queue or a station ends what plays first, as `play` ends it: the player stopped, a queue
/// saved; the volume and muting go on to what plays next. Adding to the queue adds to the one
/// playing, or plays what was added when no queue plays.
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
  /// The station chosen last, while it is what plays (or played last): `nil` once a queue is
  /// chosen after it.
  private(set) var station: StationPlayStore?

  @ObservationIgnored private let makeStore: @MainActor () -> PlayStore
  @ObservationIgnored private let makeStation: @MainActor () -> StationPlayStore
  @ObservationIgnored private var playing: Task<Void, Never>?

  /// Playback with the registry's clients and sleeper, read once, here.
  init() {
    let values = DependencyValues.current
    makeStore = {
      PlayStore(
        subsonic: values.subsonicClient, player: values.playerClient, sleeper: values.sleeper)
    }
    makeStation = {
      StationPlayStore(stations: values.stationStreamClient, player: values.playerClient)
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

  /// Plays `selection` to the end, after what plays ends.
  func play(_ selection: PlaySelection) {
    let next = makeStore()
    // The same player: its volume and muting stay.
    if let station { next.keepLevels(of: station) } else { next.keepLevels(of: store) }
    let ending = endingWhatPlays()
    store = next
    station = nil
    queue = QueueScreen(store: next)
    playing = Task {
      await ending()
      await next.play(selection)
    }
  }

  /// Plays `chosen` until it ends or something else is chosen, after what plays ends (the queue
  /// saved).
  func play(station chosen: InternetRadioStation) {
    let next = makeStation()
    if let station { next.keepLevels(of: station) } else { next.keepLevels(of: store) }
    let ending = endingWhatPlays()
    station = next
    playing = Task {
      await ending()
      await next.play(chosen)
    }
  }

  /// Ends the queue and the station playing now; what waits for them to end.
  private func endingWhatPlays() -> @MainActor () async -> Void {
    let (store, station, playing) = (self.store, self.station, self.playing)
    return {
      await station?.quit()
      await store.quit()
      await playing?.value
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

  /// Pauses the song or the station playing, if one plays and is not paused; whether it did.
  func pauseIfPlaying() async -> Bool {
    if let station {
      guard case .playing(let status) = station.state, !status.isPaused else { return false }
      await station.togglePause()
      return true
    }
    guard case .playing(let status) = store.state, !status.isPaused else { return false }
    await store.togglePause()
    return true
  }

  /// Goes on playing what ``pauseIfPlaying()`` paused.
  func resume() async {
    if let station { await station.togglePause() } else { await store.togglePause() }
  }

  /// Acts on a playback key (Space, `n`, `b`, seeking, the volume, `m`) for the station or the
  /// queue playing: whether it was one with something to act on.
  func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    if let station { return PlaybackKeys(station: station).handle(key, modifiers: modifiers) }
    return PlaybackKeys(store: store).handle(key, modifiers: modifiers)
  }

  /// Ends what plays (the queue saved, as at the end of `play`) and waits for it.
  func stop() async {
    await endingWhatPlays()()
  }
}
