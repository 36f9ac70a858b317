/// A mouse event the terminal reported in SGR mode (`ESC[<button;column;rowM`, `m` on release).
public struct MouseEvent: Hashable, Sendable {
  /// A mouse button.
  public enum Button: Hashable, Sendable {
    /// The left button.
    case left
    /// The middle button (the wheel pressed).
    case middle
    /// The right button.
    case right
    /// Another button, by xterm's number (8 to 11: back, forward and more).
    case other(Int)
  }

  /// What the mouse did.
  public enum Action: Hashable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button went up.
    case release(Button)
    /// The mouse moved with a button down.
    case drag(Button)
    /// The mouse moved with no button down (only with any-motion reporting, `?1003`).
    case move
    /// The wheel turned up (away from the user).
    case wheelUp
    /// The wheel turned down.
    case wheelDown
    /// The wheel (or a trackpad) scrolled left.
    case wheelLeft
    /// The wheel (or a trackpad) scrolled right.
    case wheelRight
  }

  /// What the mouse did.
  public var action: Action
  /// The column, 0-based (the terminal counts from 1).
  public var x: Int
  /// The row, 0-based.
  public var y: Int
  /// Shift, Alt and Control, as the terminal reports them (many keep Shift for selecting text).
  public var modifiers: KeyModifiers

  /// An event: `action` at column `x` of row `y`, both 0-based, with `modifiers`.
  public init(_ action: Action, x: Int, y: Int, modifiers: KeyModifiers = []) {
    self.action = action
    self.x = x
    self.y = y
    self.modifiers = modifiers
  }
}
