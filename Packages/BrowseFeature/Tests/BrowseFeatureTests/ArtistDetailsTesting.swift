import BrowseFeature
import DependencyRegistryTesting
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// The artist details screen on `client`, showing `artist` with their information loaded (or
/// failed); `onOpen` gets the similar artists opened.
@MainActor func detailsScreen(
  _ artist: Artist, on client: SubsonicClient,
  onOpen: @escaping @MainActor (Artist) -> Void = { _ in }
) async -> ArtistDetailsScreen {
  let screen = ArtistDetailsScreen(client: client, onOpen: onOpen)
  screen.show(artist)
  await observedUntil { screen.loadsUnderWay == 0 }
  return screen
}

/// Expects the artist details view of `screen` to match `<name>-80x24` and `<name>-120x40`,
/// the screen fitted to each area as a root fits it.
@MainActor func expectDetails(
  of screen: ArtistDetailsScreen, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    ArtistDetailsView.fit(screen, to: area)
    ArtistDetailsView(screen: screen).draw(in: &buffer, area: area)
  }
}

extension ArtistDetailsScreen {
  /// Hands `keys` to the screen in turn, without modifiers; whether each was the screen's.
  @discardableResult
  func press(_ keys: Key...) -> [Bool] {
    keys.map { handle($0, modifiers: []) }
  }
}
