import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// A screen of this feature as the tests drive it: keys in, loads counted.
@MainActor protocol LoadingScreen: AnyObject {
  /// The loads started and not finished.
  var loadsUnderWay: Int { get }
  /// Acts on a key; whether it was the screen's.
  func handle(_ key: Key, modifiers: KeyModifiers) -> Bool
}

extension PodcastsScreen: LoadingScreen {}
extension RadioStationsScreen: LoadingScreen {}

/// Waits (by Observation, never the clock) until every load the screen started has finished.
@MainActor func settled(_ screen: some LoadingScreen) async {
  await observedUntil { screen.loadsUnderWay == 0 }
}

/// A screen on `client`, its channels loaded (or failed); what it plays and says go to `events`.
@MainActor func loadedPodcasts(
  _ client: SubsonicClient, events: PodcastsEvents = PodcastsEvents()
) async -> PodcastsScreen {
  let screen = PodcastsScreen(
    client: client, onPlay: { events.played.append($0) }, onNotice: { events.notices.append($0) })
  screen.start()
  await settled(screen)
  return screen
}

/// What a screen played and said.
@MainActor final class PodcastsEvents {
  var played: [Song] = []
  var notices: [String] = []
}

/// Presses `keys` in turn, waiting for each level opened to load; whether each was handled.
@MainActor @discardableResult
func press(_ keys: Key..., on screen: some LoadingScreen) async -> [Bool] {
  var handled: [Bool] = []
  for key in keys {
    handled.append(screen.handle(key, modifiers: []))
    await settled(screen)
  }
  return handled
}

/// Expects the podcasts view of `screen` to match `<name>-80x24` and `<name>-120x40`, with the
/// screen's list height set from the area as a root sets it.
@MainActor func expectScreens(
  of screen: PodcastsScreen, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    screen.listHeight = PodcastsView.listHeight(in: area)
    PodcastsView(screen: screen).draw(in: &buffer, area: area)
  }
}
