import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One address `getaddrinfo(3)` gave for a host, copied out of its list.
struct SocketAddress: Sendable, Equatable {
  /// `AF_INET` or `AF_INET6`.
  var family: Int32
  /// The `sockaddr_in` or `sockaddr_in6`, as bytes.
  var bytes: [UInt8]
}

/// Turns a host and port into socket addresses with `getaddrinfo(3)`, within a deadline and
/// open to interruption.
///
/// A numeric address (`127.0.0.1`, `::1`) is read at once. A name (`localhost`) is looked up on
/// a thread of its own, because `getaddrinfo` blocks and cannot be interrupted: the exchange
/// waits for it in steps of at most 50 ms, checking its deadline and its interruption, and walks
/// away from a lookup that takes too long (the lookup ends on its own and its thread with it).
enum HostResolver {
  /// Why no address came.
  enum Failure: Error, Equatable {
    /// The name has no address (or the lookup failed).
    case notFound
    /// The deadline passed first.
    case timedOut
    /// The exchange was interrupted first.
    case interrupted
  }

  /// The addresses of `host` (without IPv6 brackets) at `port`, in `getaddrinfo`'s order.
  static func addresses(
    of host: String, port: Int, deadline: ContinuousClock.Instant, interruption: Interruption
  ) throws(Failure) -> [SocketAddress] {
    if let numeric = lookUp(host, port: port, numericOnly: true) { return numeric }
    let answer = Locked<[SocketAddress]??>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let addresses = lookUp(host, port: port, numericOnly: false)
      answer.withLock { $0 = .some(addresses) }
      done.signal()
    }
    while true {
      if interruption.isInterrupted { throw .interrupted }
      let now = ContinuousClock.now
      guard now < deadline else { throw .timedOut }
      let step = min(deadline - now, .milliseconds(50))
      let nanoseconds = Int(step.seconds * 1e9)
      if done.wait(timeout: .now() + .nanoseconds(max(nanoseconds, 1))) == .success {
        guard let addresses = answer.withLock({ $0 }) ?? nil, !addresses.isEmpty else {
          throw .notFound
        }
        return addresses
      }
    }
  }

  /// `getaddrinfo` for a stream socket, any family; `nil` when it finds nothing.
  private static func lookUp(_ host: String, port: Int, numericOnly: Bool) -> [SocketAddress]? {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = SocketSystem.streamType
    hints.ai_flags = AI_NUMERICSERV | (numericOnly ? AI_NUMERICHOST : 0)
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return nil }
    defer { freeaddrinfo(first) }
    var addresses: [SocketAddress] = []
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let current = entry {
      let info = current.pointee
      if let address = info.ai_addr, info.ai_family == AF_INET || info.ai_family == AF_INET6 {
        let bytes = UnsafeRawBufferPointer(start: address, count: Int(info.ai_addrlen))
        addresses.append(SocketAddress(family: info.ai_family, bytes: Array(bytes)))
      }
      entry = info.ai_next
    }
    return addresses.isEmpty ? nil : addresses
  }
}
