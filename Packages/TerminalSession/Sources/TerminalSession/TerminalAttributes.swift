#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's settings (termios): read, made raw, and set back.
enum TerminalAttributes {
  /// The settings of the terminal on `descriptor`.
  static func read(_ descriptor: Int32) throws(TerminalError) -> termios {
    var attributes = termios()
    guard tcgetattr(descriptor, &attributes) == 0 else { throw .last("tcgetattr") }
    return attributes
  }

  /// Raw mode made from `saved` (a copy): `cfmakeraw` (no echo, no line editing, no signal
  /// keys, no output processing, 8-bit bytes), each read returning as soon as one byte came
  /// (`VMIN` 1, `VTIME` 0).
  static func raw(from saved: termios) -> termios {
    var raw = saved
    cfmakeraw(&raw)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }

  /// Sets the terminal on `descriptor` to `attributes` once the output was sent, dropping input
  /// not yet read (`TCSAFLUSH`); tried again when a signal interrupts it.
  static func apply(_ attributes: termios, to descriptor: Int32) throws(TerminalError) {
    var attributes = attributes
    while tcsetattr(descriptor, TCSAFLUSH, &attributes) != 0 {
      guard errno == EINTR else { throw .last("tcsetattr") }
    }
  }

  /// Whether two settings are the same, byte for byte.
  static func same(_ first: termios, _ second: termios) -> Bool {
    withUnsafeBytes(of: first) { first in
      withUnsafeBytes(of: second) { second in first.elementsEqual(second) }
    }
  }
}
