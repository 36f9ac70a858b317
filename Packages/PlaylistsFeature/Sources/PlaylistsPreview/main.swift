import DependencyRegistry
import PlaylistsFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalSession

// The playlists screen alone, full-screen, on the in-memory preview server (playlist
// "Morning Mix" of 4 songs): `swift run PlaylistsPreview` in this folder. `+` on a song opens
// the "add to playlist" picker over the screen (the shell's key for it), its outcome on the
// last row; Enter on a song plays nothing here: playing is the play feature's.
var values = DependencyValues(context: .preview)
values.subsonicClient = .inMemory()
await FeaturePreview.main(dependencies: values) {
  let screen = PlaylistsScreen()
  let picker = PlaylistPicker { _ in screen.reload() }
  screen.start()
  return FeaturePreview(title: "PlaylistsFeature preview · + adds a song") { buffer, area in
    let (pane, status) = area.splitBottom(1)
    screen.listHeight = PlaylistsView.listHeight(in: pane)
    PlaylistsView(screen: screen).draw(in: &buffer, area: pane)
    picker.listHeight = PlaylistPickerView.listHeight(in: pane)
    PlaylistPickerView(picker: picker).draw(in: &buffer, area: pane)
    let outcome = picker.lastOutcome?.description ?? ""
    buffer.put(outcome, in: status.splitLeft(1).rest, alignment: .left)
  } keys: { key, modifiers in
    if picker.handle(key, modifiers: modifiers) { return true }
    if key == .character("+"), modifiers.isEmpty, let song = screen.selectedSong {
      picker.open(songs: [song.id], describing: song.title)
      return true
    }
    return screen.handle(key, modifiers: modifiers)
  } paste: { text in
    picker.handlePaste(text)
  }
}
