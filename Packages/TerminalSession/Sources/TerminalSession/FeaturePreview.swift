import TerminalScreen

/// One feature's screen, run alone on preview data: the root of a feature's preview executable.
///
/// The first row names the preview and its keys; below it the feature draws its view
/// (``init(title:draw:keys:paste:)``'s `draw`, given the rows left). Keys go to the feature first
/// (`keys` says whether one was its own), so a query line can still type `q`; then `q` quits and
/// Ctrl-L draws the whole screen again. Below 40x10 it says the terminal is too small instead.
///
/// ```swift
/// let browser = LibraryBrowser()
/// browser.start()
/// return FeaturePreview(title: "BrowseFeature preview") { buffer, area in
///   LibraryView(browser: browser).draw(in: &buffer, area: area)
/// } keys: { key, modifiers in
///   browser.handle(key, modifiers: modifiers)
/// }
/// ```
@MainActor public final class FeaturePreview: FullScreenRoot {
  /// The smallest terminal a preview draws in.
  public static let minimumWidth = 40
  /// The fewest rows a preview draws in.
  public static let minimumHeight = 10
  /// The keys every preview has, after its title on the first row.
  public static let hint = "q quits · Ctrl-L redraws"
  /// How the first row looks.
  static let titleStyle = Style(reverse: true)

  /// What the first row says before ``hint``: which feature this is.
  public let title: String
  private let drawView: @MainActor (inout ScreenBuffer, Rect) -> Void
  private let handleKey: @MainActor (Key, KeyModifiers) -> Bool
  private let handlePaste: @MainActor (String) -> Void

  /// A preview titled `title`; `draw` draws the feature's view into the area below the first
  /// row, `keys` acts on a key and says whether it was the feature's, `paste` takes pasted text.
  public init(
    title: String,
    draw: @escaping @MainActor (_ buffer: inout ScreenBuffer, _ area: Rect) -> Void,
    keys: @escaping @MainActor (_ key: Key, _ modifiers: KeyModifiers) -> Bool = { _, _ in false },
    paste: @escaping @MainActor (_ text: String) -> Void = { _ in }
  ) {
    self.title = title
    drawView = draw
    handleKey = keys
    handlePaste = paste
  }

  /// Draws the title row and the feature's view below it, or, below 40x10, one line saying the
  /// terminal is too small.
  public func draw(into buffer: inout ScreenBuffer) {
    buffer.clear()
    guard buffer.width >= Self.minimumWidth, buffer.height >= Self.minimumHeight else {
      let needs = "\(Self.minimumWidth)x\(Self.minimumHeight)"
      let line = "too small: \(buffer.width)x\(buffer.height), needs \(needs)"
      buffer.put(line, x: 0, y: buffer.height / 2, maxWidth: buffer.width)
      return
    }
    let (top, body) = buffer.area.splitTop(1)
    buffer.fill(x: top.x, y: top.y, width: top.width, height: 1, style: Self.titleStyle)
    buffer.put(
      " \(title) · \(Self.hint)", x: top.x, y: top.y, style: Self.titleStyle,
      maxWidth: top.width)
    drawView(&buffer, body)
  }

  /// Gives a key to the feature first; one it did not take quits (`q`) or redraws (Ctrl-L).
  /// Pasted text goes to the feature; mouse and focus events are ignored.
  public func handle(_ event: InputEvent) -> FullScreenAction {
    switch event {
    case .key(let key, let modifiers):
      if handleKey(key, modifiers) { return .keepRunning }
      let plain = modifiers.isDisjoint(with: [.control, .alt, .meta])
      if key == .character("q"), plain { return .quit }
      if key == .character("l"), modifiers == .control { return .redraw }
    case .paste(let text):
      handlePaste(text)
    case .mouse, .focusGained, .focusLost, .synchronizedOutputSupport, .cursorPosition, .unknown:
      break
    }
    return .keepRunning
  }
}
