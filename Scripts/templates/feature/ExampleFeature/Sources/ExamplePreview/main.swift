import ExampleFeature
import TerminalScreen
import TerminalSession

// The feature's view alone, full-screen, on the registry's preview values (the preview client
// answers at once): `swift run ExamplePreview` in this folder; `r` asks again.
await FeaturePreview.main {
  let store = ExampleStore()
  let request = ExampleRequest(name: "preview")
  Task { await store.load(request) }
  let title = "ExampleFeature preview · r asks again"
  return FeaturePreview(title: title) { buffer, area in
    ExampleView(store: store).draw(in: &buffer, area: area)
  } keys: { key, modifiers in
    guard key == .character("r"), modifiers.isEmpty else { return false }
    Task { await store.load(request) }
    return true
  }
}
