import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A request as the loopback server read it.
struct ReceivedRequest: Sendable {
  var method: String
  /// The path and query, as sent.
  var target: String
  /// Header fields, with lowercased names.
  var headers: [String: String]
  var body: Data
}

/// What the server does with one request. Every answer says `Connection: close`.
enum Script: Sendable {
  /// A complete answer with `Content-Length`.
  case answer(status: Int, headers: [String: String] = [:], body: Data = Data())
  /// No `Content-Length`: the body ends when the connection closes.
  case unframed(body: Data)
  /// Reads the request and sends nothing until the client or the server goes away.
  case stall
  /// Announces the whole body, then sends it one byte per `interval`.
  case drip(body: Data, interval: Duration)
  /// Announces the whole body, sends `bytes` of it, then resets the connection.
  case reset(after: Int, body: Data)
  /// Announces `declared` bytes, sends `body` (shorter), then closes cleanly.
  case short(declared: Int, body: Data)
  /// Sends `count` bytes, made up 64 KiB at a time (never all in memory), until done or the
  /// client goes away; announced with `Content-Length` or ended by closing the connection.
  /// Paced, it pauses 1 ms after each 64 KiB (at most about 60 MiB/s); unpaced, it sends as fast
  /// as the socket takes them, like a real server on the same machine.
  case generated(count: Int, announced: Bool = true, paced: Bool = true)
  /// Sends `bytes` exactly as given (a head of any shape and a body), then closes.
  case raw(Data)
}

/// A small HTTP/1.1 server on 127.0.0.1 (a thread per connection) that answers as `script` says.
final class LoopbackServer: Sendable {
  let port: UInt16
  private let listener: Int32
  private let script: @Sendable (ReceivedRequest, Int) -> Script
  private let state = Locked<(stopped: Bool, requests: [ReceivedRequest])>((false, []))
  private let delivered = Locked<Int>(0)

  /// Starts listening on a free port; `script` gets each request and its index (0 for the first).
  init(_ script: @escaping @Sendable (ReceivedRequest, _ index: Int) -> Script) throws {
    signal(SIGPIPE, SIG_IGN)
    (listener, port) = try Self.listen()
    self.script = script
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  /// The URL of `target` (a path, with any query) on this server.
  func url(_ target: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(target)")! }
  var requests: [ReceivedRequest] { state.withLock { $0.requests } }
  /// The bytes of every answer that the sockets took so far, heads included, over all connections:
  /// what the clients read, plus what waits in the kernel's buffers.
  var bytesSent: Int { delivered.withLock { $0 } }
  private var stopped: Bool { state.withLock { $0.stopped } }
  /// Stops accepting and ends every connection within about 50 ms.
  func stop() { state.withLock { $0.stopped = true } }

  private static func listen() throws -> (Int32, UInt16) {
    let (fd, port) = try bindLoopback(reusable: true)
    guard listenOn(fd, 64) == 0 else {
      let failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      close(fd)
      throw failure
    }
    return (fd, port)
  }

  /// A TCP socket bound to a free port on 127.0.0.1, not listening. `reusable` sets
  /// `SO_REUSEADDR`; without it, no other socket can bind the port while this one is open.
  static func bindLoopback(reusable: Bool) throws -> (Int32, UInt16) {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    if reusable {
      var on: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else {
      let failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      close(fd)
      throw failure
    }
    return (fd, UInt16(bigEndian: address.sin_port))
  }

  private func acceptLoop() {
    defer { close(listener) }
    while !stopped {
      guard wait(listener, milliseconds: 50) else { continue }
      let client = accept(listener, nil, nil)
      if client >= 0 { Thread.detachNewThread { [self] in serve(client) } }
    }
  }

  /// Whether `fd` has something to read (or was closed) within `milliseconds`.
  private func wait(_ fd: Int32, milliseconds: Int32) -> Bool {
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, milliseconds) > 0
  }

  private func serve(_ fd: Int32) {
    var lingering = true
    defer { if lingering { close(fd) } }
    guard let request = read(fd) else { return }
    let index = state.withLock { state in
      state.requests.append(request)
      return state.requests.count - 1
    }
    func head(_ status: Int, _ length: Int?, _ headers: [String: String] = [:]) -> Data {
      var text = "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Failed")\r\nConnection: close\r\n"
      if let length { text += "Content-Length: \(length)\r\n" }
      for (name, value) in headers { text += "\(name): \(value)\r\n" }
      return Data((text + "\r\n").utf8)
    }
    switch script(request, index) {
    case .answer(let status, let headers, let body):
      _ = write(fd, head(status, body.count, headers) + body)
    case .unframed(let body):
      _ = write(fd, head(200, nil) + body)
    case .stall:
      while !stopped {
        var byte: UInt8 = 0
        if wait(fd, milliseconds: 50), recv(fd, &byte, 1, 0) <= 0 { return }
      }
    case .drip(let body, let interval):
      guard write(fd, head(200, body.count)) else { return }
      for byte in body where !stopped {
        guard write(fd, Data([byte])) else { return }
        let (seconds, attoseconds) = interval.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
      }
    case .reset(let after, let body):
      _ = write(fd, head(200, body.count) + body.prefix(after))
      Thread.sleep(forTimeInterval: 0.05)
      var linger = SocketLinger(l_onoff: 1, l_linger: 0)
      setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<SocketLinger>.size))
      close(fd)
      lingering = false
    case .generated(let count, let announced, let paced):
      guard write(fd, head(200, announced ? count : nil)) else { return }
      let chunk = patternedBytes(65_536)
      var sent = 0
      while sent < count, !stopped, write(fd, chunk.prefix(count - sent)) {
        sent += min(chunk.count, count - sent)
        if paced { Thread.sleep(forTimeInterval: 0.001) }
      }
    case .short(let declared, let body):
      _ = write(fd, head(200, declared) + body)
      shutdown(fd, Int32(SHUT_WR))
    case .raw(let bytes):
      _ = write(fd, bytes)
      shutdown(fd, Int32(SHUT_WR))
    }
  }

  private func read(_ fd: Int32) -> ReceivedRequest? {
    var bytes = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let separator = Data("\r\n\r\n".utf8)
    var headEnd: Range<Data.Index>?
    var headers: [String: String] = [:]
    var lines: [Substring] = []
    for _ in 0..<200 where !stopped {  // At most 10 s.
      if headEnd == nil, let range = bytes.range(of: separator) {
        headEnd = range
        lines = String(decoding: bytes[..<range.lowerBound], as: UTF8.self)
          .split(separator: "\r\n")
        for line in lines.dropFirst() {
          let parts = line.split(separator: ":", maxSplits: 1)
          guard parts.count == 2 else { continue }
          headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
        }
      }
      if let headEnd {
        let body = bytes[headEnd.upperBound...]
        if body.count >= Int(headers["content-length"] ?? "0") ?? 0 {
          let words = lines.first?.split(separator: " ") ?? []
          guard words.count >= 2 else { return nil }
          return ReceivedRequest(
            method: String(words[0]), target: String(words[1]), headers: headers,
            body: Data(body))
        }
      }
      guard wait(fd, milliseconds: 50) else { continue }
      let count = recv(fd, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      bytes.append(contentsOf: buffer[..<count])
    }
    return nil
  }

  private func write(_ fd: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = send(fd, buffer.baseAddress! + offset, buffer.count - offset, 0)
        if count <= 0 { return false }
        offset += count
        delivered.withLock { $0 += count }
      }
      return true
    }
  }
}

#if canImport(Glibc)
  private typealias SocketLinger = Glibc.linger
  private func listenOn(_ fd: Int32, _ backlog: Int32) -> Int32 { Glibc.listen(fd, backlog) }
#else
  private typealias SocketLinger = Darwin.linger
  private func listenOn(_ fd: Int32, _ backlog: Int32) -> Int32 { Darwin.listen(fd, backlog) }
#endif
