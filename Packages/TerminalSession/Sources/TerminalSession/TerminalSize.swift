#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal window's size in cells.
public struct TerminalSize: Hashable, Sendable {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size a terminal that does not say is taken to have: 80 by 24.
  public static let fallback = TerminalSize(width: 80, height: 24)

  /// The window size of the terminal on `descriptor` (`ioctl(TIOCGWINSZ)`), or `nil` when it is
  /// not a terminal or reports no size (0 by 0, as a fresh pseudo-terminal does).
  public static func of(_ descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
  }
}
