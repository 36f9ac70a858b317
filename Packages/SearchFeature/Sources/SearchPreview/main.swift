import DependencyRegistry
import SearchFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalSession

// The search screen alone, full-screen: search as you type on the in-memory preview server,
// debounced with the live sleeper (a preview's): `swift run SearchPreview` in this folder. Esc
// leaves the query line, so that `q` quits; Enter on a result chooses nothing here (opening and
// playing are the library's and the player's).
var values = DependencyValues(context: .preview)
values.subsonicClient = .inMemory()
await FeaturePreview.main(dependencies: values) {
  let search = SearchScreen()
  return FeaturePreview(title: "SearchFeature preview · Esc leaves the query") { buffer, area in
    search.listHeight = SearchView.listHeight(in: area)
    SearchView(screen: search).draw(in: &buffer, area: area)
  } keys: { key, modifiers in
    if key == .escape, search.focus == .query {
      search.focusResults()
      return true
    }
    return search.handle(key, modifiers: modifiers)
  } paste: { text in
    search.handlePaste(text)
  }
}
