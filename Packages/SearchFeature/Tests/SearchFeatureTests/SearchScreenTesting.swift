import DependencyRegistry
import DependencyRegistryTesting
import SearchFeature
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// A screen whose store searches `client` with no debounce to wait (`Sleeper.immediate`), or
/// with `sleeper`'s.
@MainActor func searchScreen(
  _ client: SubsonicClient, sleeper: Sleeper = .immediate, pageSize: Int = 20,
  onChoose: @escaping @MainActor (SearchChoice) -> Void = { _ in }
) -> SearchScreen {
  SearchScreen(
    store: SearchStore(client: client, pageSize: pageSize, sleeper: sleeper), onChoose: onChoose)
}

/// Types `text` key by key into `screen`; whether each key was handled.
@MainActor @discardableResult
func type(_ text: String, into screen: SearchScreen) -> [Bool] {
  text.map { screen.handle(.character($0), modifiers: []) }
}

/// Presses `keys` in turn; whether each was handled.
@MainActor @discardableResult
func press(_ keys: Key..., on screen: SearchScreen) -> [Bool] {
  keys.map { screen.handle($0, modifiers: []) }
}

/// Waits (by Observation, never the clock) until the store has answered `query`: results or a
/// failure for it, the next page of songs not loading.
@MainActor func settled(_ screen: SearchScreen, on query: String) async {
  await observedUntil {
    let store = screen.store
    switch store.state {
    case .loaded(let results): return results.query == query && !store.isLoadingMore
    case .failed: return store.lastRequest?.text == query
    case .idle, .loading: return false
    }
  }
}

/// A screen on `client` with `query` typed and answered (no debounce).
@MainActor func searched(
  _ query: String, on client: SubsonicClient, pageSize: Int = 20,
  onChoose: @escaping @MainActor (SearchChoice) -> Void = { _ in }
) async -> SearchScreen {
  let screen = searchScreen(client, pageSize: pageSize, onChoose: onChoose)
  type(query, into: screen)
  await settled(screen, on: query)
  return screen
}

/// Expects the search view of `screen` to match `<name>-80x24` and `<name>-120x40`, with the
/// screen's list height set from the area as a root sets it.
@MainActor func expectScreens(
  of screen: SearchScreen, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    screen.listHeight = SearchView.listHeight(in: area)
    SearchView(screen: screen).draw(in: &buffer, area: area)
  }
}
