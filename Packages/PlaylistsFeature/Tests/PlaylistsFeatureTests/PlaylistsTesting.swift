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

/// Waits until every request the picker started has finished.
@MainActor func settled(_ picker: PlaylistPicker) async {
  await observedUntil { picker.workUnderWay == 0 }
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

/// Presses `keys` in turn, waiting for each request to be answered; whether each was taken.
@MainActor @discardableResult
func press(_ keys: Key..., on picker: PlaylistPicker) async -> [Bool] {
  await press(keys, with: picker.handle) { await settled(picker) }
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

/// Types `text` into the picker, one key a character.
@MainActor func type(_ text: String, on picker: PlaylistPicker) {
  for character in text { _ = picker.handle(.character(character), modifiers: []) }
}

/// A picker on `client` opened for `songs`, its playlists loaded (or failed).
@MainActor func openedPicker(
  _ client: SubsonicClient, songs: [SongID] = ["song-2", "song-3"], describing name: String = "Dawn"
) async -> PlaylistPicker {
  let picker = PlaylistPicker(client: client)
  picker.open(songs: songs, describing: name)
  await settled(picker)
  return picker
}

/// Expects `screen`'s view, with `picker` drawn over it (or over a blank screen), to match
/// `<name>-80x24` and `<name>-120x40`, each list's height set from the area as a root sets it.
@MainActor func expectScreens(
  of screen: PlaylistsScreen? = nil, with picker: PlaylistPicker? = nil, named name: String,
  filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshots(named: name, filePath: filePath, sourceLocation: sourceLocation) {
    buffer, area in
    if let screen {
      screen.listHeight = PlaylistsView.listHeight(in: area)
      PlaylistsView(screen: screen).draw(in: &buffer, area: area)
    }
    if let picker {
      picker.listHeight = PlaylistPickerView.listHeight(in: area)
      PlaylistPickerView(picker: picker).draw(in: &buffer, area: area)
    }
  }
}
