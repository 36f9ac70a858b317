#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes to standard error, without Foundation.
enum StandardError {
  /// Writes all of `text` to `descriptor` (standard error unless a test passes a pipe), retrying
  /// short writes; gives up silently when the descriptor fails, as a last-resort channel must.
  static func write(_ text: String, to descriptor: Int32 = 2) {
    var text = text
    text.withUTF8 { bytes in
      guard var pointer = bytes.baseAddress else { return }
      var remaining = bytes.count
      while remaining > 0 {
        let written = writeToDescriptor(descriptor, pointer, remaining)
        if written <= 0 { return }
        pointer += written
        remaining -= written
      }
    }
  }
}

#if canImport(Glibc)
  private let writeToDescriptor = Glibc.write
#elseif canImport(Musl)
  private let writeToDescriptor = Musl.write
#elseif canImport(Darwin)
  private let writeToDescriptor = Darwin.write
#endif
