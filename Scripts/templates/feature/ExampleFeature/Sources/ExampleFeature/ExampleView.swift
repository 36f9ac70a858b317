import LoadStore
import TerminalScreen

/// Draws an ``ExampleStore``'s state into a rectangle of a `TerminalScreen` buffer: what was
/// asked for, then the greeting, or where the load is (nothing asked yet, loading, failed and
/// whether `r` retries). It reads the store and nothing else, so a redraw follows the store's
/// changes (Observation), and a snapshot test or the preview executable draws it the same way.
@MainActor
public struct ExampleView {
  /// The store drawn.
  public let store: ExampleStore

  /// How a failure is shown.
  static let failureStyle = Style(foreground: .red)
  /// How what is not there yet is shown.
  static let quietStyle = Style(dim: true)

  /// A view of `store`.
  public init(store: ExampleStore) {
    self.store = store
  }

  /// Draws the state into `area`, clearing it first; text wider than the area ends with `…`.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height)
    guard area.width > 2, area.height > 0 else { return }
    let (text, style): (String, Style) =
      switch store.state {
      case .idle: ("Nothing asked yet", Self.quietStyle)
      case .loading: ("Loading…", Self.quietStyle)
      case .loaded(let greeting): (greeting, .plain)
      case .failed(let error, let canRetry):
        ("\(error)" + (canRetry ? " (r retries)" : ""), Self.failureStyle)
      }
    var row = area.y
    if let request = store.request, area.height > 1 {
      buffer.put("Name: \(request.name)", x: area.x + 1, y: row, maxWidth: area.width - 2)
      row += 1
    }
    buffer.put(text, x: area.x + 1, y: row, style: style, maxWidth: area.width - 2)
  }
}
