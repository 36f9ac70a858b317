/// What a pane shows instead of its list while it has none: loading, empty, or failed.
///
/// Every pane shows these the same way, one column in from the area's left like a list's rows:
/// the message on the first row, dim while loading; a failure's reason on one line in red (text
/// from a server is escaped and cut with `…`), and `r retries` below it when asking again may
/// help.
public enum PaneStatus: Hashable, Sendable {
  /// A request is under way: what loads, such as `Loading artists…`.
  case loading(String)
  /// The answer holds nothing: what is missing, such as `No artists`.
  case empty(String)
  /// The request failed: why (one line), and whether `r` retries it.
  case failed(reason: String, canRetry: Bool)

  /// The style of a loading message and of the retry hint.
  public static let quietStyle = Style(dim: true)
  /// The style of a failure's reason.
  public static let failureStyle = Style(foreground: .red)
  /// The hint under a failure that asking again may fix.
  public static let retryHint = "r retries"

  /// Draws the status at the top of `area`.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let text = area.splitLeft(1).rest
    guard !text.isEmpty else { return }
    switch self {
    case .loading(let message):
      buffer.put(message, in: text.row(0), alignment: .left, style: Self.quietStyle)
    case .empty(let message):
      buffer.put(message, in: text.row(0), alignment: .left)
    case .failed(let reason, let canRetry):
      buffer.put(reason, in: text.row(0), alignment: .left, style: Self.failureStyle)
      if canRetry {
        buffer.put(Self.retryHint, in: text.row(1), alignment: .left, style: Self.quietStyle)
      }
    }
  }
}
