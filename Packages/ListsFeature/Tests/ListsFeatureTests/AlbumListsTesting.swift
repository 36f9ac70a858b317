import DependencyRegistryTesting
import ListsFeature
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// Waits (by Observation, never the clock) until every load the screen started has finished.
@MainActor func settled(_ screen: AlbumListsScreen) async {
  await observedUntil { screen.loadsUnderWay == 0 }
}

/// A screen on `client` (pages of `pageSize`, lists `listHeight` rows tall), started and its
/// first list loaded (or failed).
@MainActor func startedScreen(
  _ client: SubsonicClient, pageSize: Int = 100, listHeight: Int = 20,
  onOpen: @escaping @MainActor (Album) -> Void = { _ in }
) async -> AlbumListsScreen {
  let screen = AlbumListsScreen(client: client, pageSize: pageSize, onOpen: onOpen)
  screen.listHeight = listHeight
  screen.start()
  await settled(screen)
  return screen
}

/// Presses `keys` in turn, waiting for what each started to load; whether each was handled.
@MainActor @discardableResult
func press(_ keys: Key..., on screen: AlbumListsScreen) async -> [Bool] {
  var handled: [Bool] = []
  for key in keys {
    handled.append(screen.handle(key, modifiers: []))
    await settled(screen)
  }
  return handled
}

/// Expects the album lists view of `screen` to match `<name>-80x24` and `<name>-120x40` (or
/// `sizes`), with the screen's list height set from the area as a root sets it.
@MainActor func expectScreens(
  of screen: AlbumListsScreen, named name: String,
  sizes: [SnapshotSize] = SnapshotSize.standard, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, sizes: sizes, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    screen.listHeight = AlbumListsView.listHeight(in: area)
    AlbumListsView(screen: screen).draw(in: &buffer, area: area)
  }
}
