/// A key of the keyboard, as a terminal reports it.
public enum Key: Hashable, Sendable {
  /// Printable text: one character (a grapheme, as far as one read of the terminal holds it).
  /// With ``KeyModifiers/control`` a letter is lower case: Ctrl-A is `character("a")`.
  case character(Character)
  /// Enter (Return); a line feed alone is Ctrl-J.
  case enter
  /// Tab (also Ctrl-I).
  case tab
  /// Shift-Tab.
  case backtab
  /// Backspace (DEL); the backspace control itself is Ctrl-H.
  case backspace
  /// Escape, once the caller said no more bytes followed it
  /// (``InputParser/flushPendingEscape()``).
  case escape
  /// Up arrow.
  case up
  /// Down arrow.
  case down
  /// Left arrow.
  case left
  /// Right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward).
  case delete
  /// A function key, F1 to F12.
  case function(Int)
}

/// The modifier keys held with a key or a mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt8

  /// Modifiers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option; sent as an ESC before the key, or in a sequence's modifier parameter).
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control.
  public static let control = KeyModifiers(rawValue: 4)
  /// Meta, as xterm's modifier parameter reports it (Super or Command on some terminals).
  public static let meta = KeyModifiers(rawValue: 8)

  /// The modifiers of xterm's modifier parameter (`ESC[1;5A` is Ctrl-Up): one more than the
  /// bits shift 1, alt 2, control 4, meta 8; none for a missing or out-of-range parameter.
  init(xtermParameter parameter: Int?) {
    guard let parameter, (2...16).contains(parameter) else {
      self = []
      return
    }
    self.init(rawValue: UInt8(parameter - 1))
  }
}
