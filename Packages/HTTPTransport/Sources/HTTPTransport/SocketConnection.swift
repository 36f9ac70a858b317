#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One TCP connection on a non-blocking socket, owned by one thread: connect, write and read,
/// each bounded by a deadline and open to an ``Interruption``.
///
/// Every wait is one `poll(2)` on the socket and the interruption's pipe, so an interruption or
/// a deadline acts at once, not at the end of a sleep. Closing the socket with unread bytes in it
/// resets the connection: the server stops sending.
final class SocketConnection {
  /// Why a socket operation stopped.
  enum Failure: Error, Equatable {
    /// No address of the host accepted a connection, or the host has none.
    case unreachable
    /// The connection broke (reset, or another socket error).
    case lost
    /// The deadline passed.
    case timedOut
    /// The exchange was interrupted (its Swift task was cancelled).
    case interrupted
  }

  private var descriptor: Int32
  private let interruption: Interruption

  private init(descriptor: Int32, interruption: Interruption) {
    self.descriptor = descriptor
    self.interruption = interruption
  }

  deinit { close() }

  /// Connects to the first address of `host` that accepts, in `getaddrinfo`'s order.
  static func open(
    host: String, port: Int, deadline: ContinuousClock.Instant, interruption: Interruption
  ) throws(Failure) -> SocketConnection {
    let addresses: [SocketAddress]
    do throws(HostResolver.Failure) {
      addresses = try HostResolver.addresses(
        of: host, port: port, deadline: deadline, interruption: interruption)
    } catch .timedOut {
      throw .timedOut
    } catch .interrupted {
      throw .interrupted
    } catch {
      throw .unreachable
    }
    for address in addresses {
      let descriptor = socket(address.family, SocketSystem.streamType, 0)
      guard descriptor >= 0 else { continue }
      let connection = SocketConnection(descriptor: descriptor, interruption: interruption)
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      SocketSystem.disableSIGPIPE(descriptor)
      if try connection.handshake(with: address, deadline: deadline) { return connection }
    }
    throw .unreachable
  }

  /// Whether the connection to `address` was made; throws on a deadline or interruption.
  private func handshake(
    with address: SocketAddress, deadline: ContinuousClock.Instant
  ) throws(Failure) -> Bool {
    let started = address.bytes.withUnsafeBytes { bytes -> Int32 in
      guard let base = bytes.baseAddress else { return -1 }
      return connect(
        descriptor, base.assumingMemoryBound(to: sockaddr.self), socklen_t(bytes.count))
    }
    if started == 0 { return true }
    guard errno == EINPROGRESS || errno == EINTR else { return false }
    try wait(for: Int16(POLLOUT), until: deadline)
    var error: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else { return false }
    return error == 0
  }

  /// Writes all of `bytes`.
  func write(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      try check(deadline)
      let sent = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return send(descriptor, base + offset, buffer.count - offset, SocketSystem.noSignal)
      }
      if sent > 0 {
        offset += sent
      } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        try wait(for: Int16(POLLOUT), until: deadline)
      } else if sent < 0, errno == EINTR {
        continue
      } else {
        throw .lost
      }
    }
  }

  /// Reads what has arrived into `buffer`, waiting for something when nothing has; the count
  /// read, 0 when the server closed the connection.
  func read(
    into buffer: UnsafeMutableRawBufferPointer, until deadline: ContinuousClock.Instant
  ) throws(Failure) -> Int {
    while true {
      try check(deadline)
      let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
      if count >= 0 { return count }
      switch errno {
      case EAGAIN, EWOULDBLOCK: try wait(for: Int16(POLLIN), until: deadline)
      case EINTR: continue
      default: throw .lost
      }
    }
  }

  /// Closes the socket; safe to call more than once.
  func close() {
    guard descriptor >= 0 else { return }
    _ = SystemCall.close(descriptor)
    descriptor = -1
  }

  /// Fails when the exchange was interrupted or its deadline has passed, even while bytes keep
  /// coming (a fast server never makes a read wait).
  private func check(_ deadline: ContinuousClock.Instant) throws(Failure) {
    if interruption.isInterrupted { throw .interrupted }
    if ContinuousClock.now >= deadline { throw .timedOut }
  }

  /// Waits until the socket is ready for `events` (or has an error to report).
  private func wait(for events: Int16, until deadline: ContinuousClock.Instant) throws(Failure) {
    while true {
      try check(deadline)
      let left = deadline - ContinuousClock.now
      let milliseconds = Int32(min((left.seconds * 1000).rounded(.up), 60_000))
      var polled = [
        pollfd(fd: descriptor, events: events, revents: 0),
        pollfd(fd: interruption.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&polled, 2, max(milliseconds, 1))
      if ready < 0, errno != EINTR { throw .lost }
      if polled[1].revents != 0 { throw .interrupted }
      if polled[0].revents != 0 { return }
    }
  }
}

/// What differs between the C libraries: the stream socket type, and keeping a write to a closed
/// connection from raising `SIGPIPE`.
enum SocketSystem {
  #if canImport(Glibc)
    static let streamType = Int32(SOCK_STREAM.rawValue)
  #else
    static let streamType = SOCK_STREAM
  #endif

  /// The `send(2)` flag that keeps it from raising `SIGPIPE`, where there is one.
  #if canImport(Darwin)
    static let noSignal: Int32 = 0
  #else
    static let noSignal = Int32(MSG_NOSIGNAL)
  #endif

  /// Keeps writes to a closed connection from raising `SIGPIPE` (Darwin has no `MSG_NOSIGNAL`).
  static func disableSIGPIPE(_ descriptor: Int32) {
    #if canImport(Darwin)
      var on: Int32 = 1
      _ = setsockopt(
        descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }
}

extension SocketConnection.Failure {
  /// The transport's error for this failure of an exchange with `host` (as messages name it)
  /// whose budget was `timeout`.
  func transportError(host: String, timeout: Duration) -> TransportError {
    switch self {
    case .unreachable: return .unreachable(host: host)
    case .lost: return .connectionLost(host: host)
    case .timedOut: return .timedOut(seconds: timeout.seconds)
    case .interrupted: return .cancelled
    }
  }
}
