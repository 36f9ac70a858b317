import BrowseFeature
import DependencyRegistry
import SubsonicClient
import SubsonicClientInMemory
import TerminalSession

// The library screen alone, full-screen, on the in-memory preview server (4 artists, 6 albums,
// 20 songs): `swift run BrowsePreview` in this folder. Enter on a song plays nothing here:
// playing is the play feature's (`swift run PlayPreview` in Packages/PlayFeature).
var values = DependencyValues(context: .preview)
values.subsonicClient = .inMemory()
await FeaturePreview.main(dependencies: values) {
  let browser = LibraryBrowser()
  browser.start()
  return FeaturePreview(title: "BrowseFeature preview") { buffer, area in
    browser.listHeight = LibraryView.listHeight(in: area)
    LibraryView(browser: browser).draw(in: &buffer, area: area)
  } keys: { key, modifiers in
    browser.handle(key, modifiers: modifiers)
  }
}
