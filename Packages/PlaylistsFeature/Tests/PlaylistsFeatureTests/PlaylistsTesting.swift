import DependencyRegistryTesting
import PlaylistsFeature
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// Waits (by Observation, never the clock) until every load the screen started has finished.
@MainActor func settled(_ screen: PlaylistsScreen) async {
  await observedUntil { screen.loadsUnderWay == 0 }
}

/// A screen on `client`, its playlists loaded (or failed).
@MainActor func loadedScreen(_ client: SubsonicClient) async -> PlaylistsScreen {
  let screen = PlaylistsScreen(client: client)
  screen.start()
  await settled(screen)
  return screen
}

/// Presses `keys` in turn, waiting for each level opened to load; whether each was handled.
@MainActor @discardableResult
func press(_ keys: Key..., on screen: PlaylistsScreen) async -> [Bool] {
  await press(keys, with: screen.handle) { await settled(screen) }
}

/// Gives `keys` in turn to `handle`, awaiting `settle` after each; what `handle` said of each.
@MainActor private func press(
  _ keys: [Key], with handle: (Key, KeyModifiers) -> Bool, settle: () async -> Void
) async -> [Bool] {
  var handled: [Bool] = []
  for key in keys {
    handled.append(handle(key, []))
    await settle()
  }
  return handled
}

/// Expects `screen`'s view to match `<name>-80x24` and `<name>-120x40`, its list height set
/// from the area as a root sets it.
@MainActor func expectScreens(
  of screen: PlaylistsScreen, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    screen.listHeight = PlaylistsView.listHeight(in: area)
    PlaylistsView(screen: screen).draw(in: &buffer, area: area)
  }
}
