import DependencyRegistry
import ListsFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalSession

// The album lists screen alone, full-screen, on the in-memory preview server (6 albums, 4
// genres, ratings and plays): `swift run ListsPreview` in this folder; `t` and `T` change the
// kind of list. Enter on an album opens nothing here: opening it is the shell's (the library).
var values = DependencyValues(context: .preview)
values.subsonicClient = .inMemory()
await FeaturePreview.main(dependencies: values) {
  let screen = AlbumListsScreen()
  screen.start()
  return FeaturePreview(title: "ListsFeature preview") { buffer, area in
    screen.listHeight = AlbumListsView.listHeight(in: area)
    AlbumListsView(screen: screen).draw(in: &buffer, area: area)
  } keys: { key, modifiers in
    screen.handle(key, modifiers: modifiers)
  }
}
