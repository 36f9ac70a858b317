import DependencyRegistry
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import TerminalSession

// The queue and the now-playing bar alone, full-screen: the songs of the in-memory preview
// server's first album, played by the preview player, which keeps time on the preview's
// sleeper (the registry's: it waits for real): `swift run PlayPreview` in this folder. Space
// pauses, n plays the next song, b the one before.
var values = DependencyValues(context: .preview)
values.subsonicClient = .inMemory()
values.playerClient = .preview  // the preview context's own, named to say which player plays
await FeaturePreview.main(dependencies: values) {
  let store = PlayStore()
  let queue = QueueScreen(store: store)
  Task { await store.play(.album("album-1")) }
  return FeaturePreview(title: "PlayFeature preview") { buffer, area in
    let (list, playing) = area.splitBottom(NowPlayingView.height)
    queue.listHeight = QueueView.listHeight(in: list)
    QueueView(screen: queue).draw(in: &buffer, area: list)
    NowPlayingView(store: store).draw(in: &buffer, area: playing)
  } keys: { key, modifiers in
    queue.handle(key, modifiers: modifiers)
  }
}
