import SubsonicClient
import TerminalScreen

/// Draws what the last annotation did on one row: `Starring “Birdsong”…`, `Starred “Birdsong”`,
/// `Rated “Birdsong” 4 of 5`, or the failure in red with `r retries` where asking again may help.
/// Nothing while nothing was asked. A view of the store's state and the name of what it acted
/// on (the server's text, escaped and cut with `…` by the buffer).
@MainActor
public struct AnnotationStatusLine {
  /// The store drawn.
  public let store: AnnotationStore
  /// The name of the item the last action was for.
  public let itemName: String

  static let doneStyle = Style(dim: true)

  /// A status line for `store`'s last action on the item named `itemName`.
  public init(store: AnnotationStore, itemName: String) {
    self.store = store
    self.itemName = itemName
  }

  /// The line's text and style; `nil` while nothing was asked.
  public var text: (String, Style)? {
    switch store.state {
    case .idle: nil
    case .sending(let action): (Self.sending(action) + " “\(itemName)”…", Self.doneStyle)
    case .done(let action): (Self.done(action, itemName), Self.doneStyle)
    case .failed(let action, let error, let canRetry):
      (
        "\(action.name) “\(itemName)” failed: \(error)" + (canRetry ? " · r retries" : ""),
        PaneStatus.failureStyle
      )
    }
  }

  /// Draws the line on the first row of `area`, one column in, cut with `…` to the area.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard let (line, style) = text, area.width > 2, area.height > 0 else { return }
    buffer.put(line, x: area.x + 1, y: area.y, style: style, maxWidth: area.width - 2)
  }

  private static func sending(_ action: AnnotationStore.Action) -> String {
    switch action {
    case .star: "Starring"
    case .unstar: "Unstarring"
    case .setRating: "Rating"
    case .scrobble: "Scrobbling"
    }
  }

  private static func done(_ action: AnnotationStore.Action, _ name: String) -> String {
    switch action {
    case .star: "Starred “\(name)”"
    case .unstar: "Unstarred “\(name)”"
    case .setRating(_, 0): "Removed the rating of “\(name)”"
    case .setRating(_, let rating): "Rated “\(name)” \(rating) of 5"
    case .scrobble: "Scrobbled “\(name)”"
    }
  }
}
