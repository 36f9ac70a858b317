import Foundation
import PlayerClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A connected Unix stream socket: whole writes bounded by a send timeout (never `SIGPIPE`),
/// reads of what is there. Closed by ``close()`` or `deinit`.
final class UnixSocketConnection: Sendable {
  /// The socket's descriptor (close-on-exec).
  let descriptor: Int32
  /// How long one write may wait for the peer to read.
  static let sendTimeout = Duration.seconds(2)

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { _ = closeDescriptor(descriptor) }

  /// Connects to the socket at `path`, or `nil` when nothing listens there (yet).
  static func connect(to path: String) -> UnixSocketConnection? {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count < capacity else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    }
    #if canImport(Darwin)
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { return nil }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connectSocket(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard connected == 0 else {
      _ = closeDescriptor(descriptor)
      return nil
    }
    var timeout = timeval(tv_sec: Int(sendTimeout.components.seconds), tv_usec: 0)
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var one: Int32 = 1
      _ = setsockopt(
        descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return UnixSocketConnection(descriptor: descriptor)
  }

  /// Writes all of `bytes`; `false` when the peer went away or did not read in time.
  func write(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var done = 0
      while done < buffer.count {
        #if canImport(Darwin)
          let count = send(descriptor, base + done, buffer.count - done, 0)
        #else
          let count = send(descriptor, base + done, buffer.count - done, Int32(MSG_NOSIGNAL))
        #endif
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        done += count
      }
      return true
    }
  }

  /// Reads what is there into `buffer`, waiting for it: the count, 0 at the end, -1 on an error.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress else { return -1 }
    while true {
      let count = recv(descriptor, base, buffer.count, 0)
      if count < 0 && errno == EINTR { continue }
      return count
    }
  }

  /// Ends both directions: a reader waiting in ``read(into:)`` gets the end.
  func shutDown() { _ = shutdown(descriptor, Int32(SHUT_RDWR)) }
}

/// close(2) and connect(2), out of reach of methods of those names.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func connectSocket(
  _ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t
) -> Int32 { connect(descriptor, address, length) }
