import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// The song details screen on `client`, showing `song` with its lyrics loaded (or failed).
@MainActor func detailsScreen(_ song: Song, on client: SubsonicClient) async -> SongDetailsScreen {
  let screen = SongDetailsScreen(client: client)
  screen.show(song)
  await observedUntil { screen.loadsUnderWay == 0 }
  return screen
}

/// Hands `keys` to `screen` in turn, each after the loads the one before started; whether
/// each was the screen's.
@MainActor @discardableResult
func keys(_ keys: Key..., to screen: SongDetailsScreen) async -> [Bool] {
  var handled: [Bool] = []
  for key in keys {
    handled.append(screen.handle(key, modifiers: []))
    await observedUntil { screen.loadsUnderWay == 0 }
  }
  return handled
}

/// Expects the song details view of `screen` to match `<name>-80x24` and `<name>-120x40`, the
/// screen fitted to each area as a root fits it.
@MainActor func expectDetails(
  of screen: SongDetailsScreen, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    SongDetailsView.fit(screen, to: area)
    SongDetailsView(screen: screen).draw(in: &buffer, area: area)
  }
}
