import DependencyRegistry
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalSession

// The podcasts screen alone, full-screen, on the in-memory preview server (Field Notes with one
// episode on the server and one not yet; a channel whose feed failed): `swift run
// PodcastsPreview` in this folder. Enter on an episode plays nothing here: playing is the play
// feature's (`sunsonic --preview ui`, the Podcasts tab, plays it).
var values = DependencyValues(context: .preview)
values.subsonicClient = .inMemory()
await FeaturePreview.main(dependencies: values) {
  let screen = PodcastsScreen()
  screen.start()
  return FeaturePreview(title: "ServerFeature podcasts preview") { buffer, area in
    screen.listHeight = PodcastsView.listHeight(in: area)
    PodcastsView(screen: screen).draw(in: &buffer, area: area)
  } keys: { key, modifiers in
    screen.handle(key, modifiers: modifiers)
  }
}
