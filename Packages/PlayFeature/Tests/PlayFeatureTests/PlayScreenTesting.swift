import DependencyRegistryTesting
import PlayFeature
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// Expects the queue and the now-playing bar of `screen` to match `<name>-80x24` and
/// `<name>-120x40`: the queue above, a blank row, the bar on the last two rows, as the app lays
/// them out; the screen's list height set from the queue's area as a root sets it.
@MainActor func expectScreens(
  of screen: QueueScreen, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    let (rest, bar) = area.splitBottom(NowPlayingView.height)
    let queue = rest.splitBottom(1).rest
    screen.listHeight = QueueView.listHeight(in: queue)
    QueueView(screen: screen).draw(in: &buffer, area: queue)
    NowPlayingView(store: screen.store).draw(in: &buffer, area: bar)
  }
}

/// Whether `store` plays the song at `index` from `position` on (paused or not).
@MainActor func isPlaying(_ store: PlayStore, index: Int, at position: Duration? = nil) -> Bool {
  guard case .playing(let status) = store.state else { return false }
  return status.index == index && status.hasStarted
    && (position.map { status.position == $0 } ?? true)
}

/// Whether `store` shows a song paused.
@MainActor func isPaused(_ store: PlayStore) -> Bool {
  guard case .playing(let status) = store.state else { return false }
  return status.isPaused
}

/// Runs `selection` on `store` in a task the test ends with ``stop(_:)``.
@MainActor func startPlaying(_ selection: PlaySelection, on store: PlayStore) -> Task<Void, Never> {
  Task { await store.play(selection) }
}

/// Ends a play started by ``startPlaying(_:on:)``: cancelled, the player stopped, awaited.
func stop(_ playing: Task<Void, Never>) async {
  playing.cancel()
  await playing.value
}

/// The in-memory library's first album, Dawn Chorus: 4 songs, 14:10 in all.
let dawnChorus: AlbumID = "album-1"

/// Presses `keys` in turn on `screen`; whether each was handled.
@MainActor @discardableResult
func press(_ keys: Key..., on screen: QueueScreen) -> [Bool] {
  keys.map { screen.handle($0, modifiers: []) }
}
