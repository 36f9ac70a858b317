import DependencyRegistry
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalSession

// The radio screen alone, full-screen, on the in-memory preview server (Dawn Radio and Night
// Owl FM): `swift run RadioPreview` in this folder. Enter on a station plays nothing here:
// playing is the play feature's (`sunsonic --preview ui`, the Radio tab, plays it).
var values = DependencyValues(context: .preview)
values.subsonicClient = .inMemory()
await FeaturePreview.main(dependencies: values) {
  let screen = RadioStationsScreen()
  screen.start()
  return FeaturePreview(title: "ServerFeature radio preview") { buffer, area in
    screen.listHeight = RadioStationsView.listHeight(in: area)
    RadioStationsView(screen: screen).draw(in: &buffer, area: area)
  } keys: { key, modifiers in
    screen.handle(key, modifiers: modifiers)
  }
}
