#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A system call on the terminal that failed: which one, and its `errno`.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The call that failed, as `tcsetattr` or `write`.
  public let operation: String
  /// Its `errno`.
  public let code: Int32

  /// The failure of `operation` with `errno` `code`.
  public init(_ operation: String, code: Int32) {
    self.operation = operation
    self.code = code
  }

  /// The failure of `operation` with the current `errno`.
  static func last(_ operation: String) -> TerminalError {
    TerminalError(operation, code: errno)
  }

  /// `operation: reason`, as `strerror` words the reason.
  public var description: String {
    "\(operation): \(String(cString: strerror(code)))"
  }
}
