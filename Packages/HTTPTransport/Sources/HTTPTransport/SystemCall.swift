#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `write(2)` and `close(2)`, out of the reach of methods of the same names.
enum SystemCall {
  static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
      return Musl.write(descriptor, bytes, count)
    #else
      return Darwin.write(descriptor, bytes, count)
    #endif
  }

  static func close(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      return Glibc.close(descriptor)
    #elseif canImport(Musl)
      return Musl.close(descriptor)
    #else
      return Darwin.close(descriptor)
    #endif
  }
}
