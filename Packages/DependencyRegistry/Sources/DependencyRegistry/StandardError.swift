#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes to standard error, without Foundation.
enum StandardError {
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      guard var pointer = bytes.baseAddress else { return }
      var remaining = bytes.count
      while remaining > 0 {
        let written = writeToDescriptor(2, pointer, remaining)
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
