import BrowseFeature
import DependencyRegistryTesting
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// Waits (by Observation, never the clock) until every load the browser started has finished.
@MainActor func settled(_ browser: LibraryBrowser) async {
  await observedUntil { browser.loadsUnderWay == 0 }
}

/// A browser on `client`, its artists loaded (or failed).
@MainActor func loadedBrowser(_ client: SubsonicClient) async -> LibraryBrowser {
  let browser = LibraryBrowser(client: client)
  browser.start()
  await settled(browser)
  return browser
}

/// Presses `keys` in turn, waiting for each level opened to load; whether each was handled.
@MainActor @discardableResult
func press(_ keys: Key..., on browser: LibraryBrowser) async -> [Bool] {
  var handled: [Bool] = []
  for key in keys {
    handled.append(browser.handle(key, modifiers: []))
    await settled(browser)
  }
  return handled
}

/// Expects the library view of `browser` to match `<name>-80x24` and `<name>-120x40`, with the
/// browser's list height set from the area as a root sets it.
@MainActor func expectScreens(
  of browser: LibraryBrowser, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    browser.listHeight = LibraryView.listHeight(in: area)
    LibraryView(browser: browser).draw(in: &buffer, area: area)
  }
}
