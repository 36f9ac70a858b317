import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A port on 127.0.0.1 where nothing listens, until ``release()``: its socket is bound (without
/// `SO_REUSEADDR`) and never listens, so a connection is refused, and no server that another test
/// starts meanwhile can be given the same port. A port that was bound and then closed can be: a
/// parallel test's server then answers in its place.
struct ClosedPort: Sendable {
  let port: UInt16
  private let socket: Int32

  init() throws {
    (socket, port) = try LoopbackServer.bindLoopback(reusable: false)
  }

  /// The URL of `target` (a path, with any query) on this port, with `scheme`.
  func url(_ target: String, scheme: String = "http") -> URL {
    URL(string: "\(scheme)://127.0.0.1:\(port)\(target)")!
  }

  /// Frees the port. Call it once, when the test is done with the port.
  func release() { close(socket) }
}
