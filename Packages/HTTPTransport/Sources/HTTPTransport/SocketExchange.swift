import Foundation

/// One call of ``HTTPTransport/sockets()``: a request and its answer over plain HTTP/1.1, one
/// connection per hop (`Connection: close`), run on a thread of its own so that no blocking call
/// (nor a chunk consumer that blocks) ever holds a thread of Swift's cooperative pool.
///
/// The deadline of `send` is fixed at the start and covers everything (lookup, connect, redirects,
/// the last byte); the head of a `download` must come within `timeout` of the start, and then
/// each read within `timeout` of the one before. A body read into memory is read at most
/// `maximumBodySize + 1` bytes far (an announced length over the limit is refused before any of
/// it is read), then the connection is closed, which resets it: the server stops sending.
struct SocketExchange {
  /// How many redirects are followed at most.
  static let maximumRedirects = 5
  /// The most read from the socket at once.
  static let readSize = 64 << 10

  let request: HTTPRequest
  let mode: ExchangeMode
  let interruption: Interruption
  /// The original host, for messages: never the URL.
  private let host: String
  private let limit: Int

  private init(request: HTTPRequest, mode: ExchangeMode, interruption: Interruption) {
    self.request = request
    self.mode = mode
    self.interruption = interruption
    host = request.url.hostForMessages
    limit = max(0, request.maximumBodySize)
  }

  /// Runs `request` on a new thread and returns what it produced; cancelling the calling task
  /// interrupts the thread, which closes its socket, removes any partial file and ends with
  /// ``TransportError/cancelled`` before this returns (once a chunk consumer that is running
  /// returns).
  static func perform(_ request: HTTPRequest, mode: ExchangeMode) async throws -> ExchangeResult {
    let interruption = try Interruption()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
          let exchange = SocketExchange(request: request, mode: mode, interruption: interruption)
          let result = Result { () throws(TransportError) in try exchange.run() }
          interruption.close()
          continuation.resume(with: result.mapError { $0 as any Error })
        }
      }
    } onCancel: {
      interruption.interrupt()
    }
  }

  // MARK: - Hops

  /// Sends the request, follows same-origin redirects, and reads the final answer.
  func run() throws(TransportError) -> ExchangeResult {
    if interruption.isInterrupted { throw .cancelled }
    let headDeadline = ContinuousClock.now.advanced(by: request.timeout)
    var url = request.url
    var method = request.method
    var body = request.body
    var redirects = 0
    while true {
      let endpoint = try Endpoint(url)
      let connection = try socketCall { () throws(SocketConnection.Failure) in
        try SocketConnection.open(
          host: endpoint.host, port: endpoint.port, deadline: headDeadline,
          interruption: interruption)
      }
      defer { connection.close() }
      let message = try Self.message(method: method, endpoint: endpoint, body: body, request)
      try socketCall { () throws(SocketConnection.Failure) in
        try connection.write(message, until: headDeadline)
      }
      let reader = AnswerReader(connection: connection, deadline: headDeadline)
      let head = try reader.head(exchange: self)
      guard let target = Self.redirectTarget(of: head, from: url) else {
        return try answer(head, reader: reader)
      }
      guard request.url.hasSameOrigin(as: target) else {
        throw .redirectRefused(fromHost: host, toHost: target.hostForMessages)
      }
      redirects += 1
      guard redirects <= Self.maximumRedirects else {
        throw .other("\(host) redirected more than \(Self.maximumRedirects) times")
      }
      // As URLSession does: 303, and 301 or 302 after a POST, go on with a GET and no body.
      if head.statusCode == 303 || (head.statusCode < 303 && method == .post) {
        method = .get
        body = nil
      }
      url = target
    }
  }

  /// Where a redirect leads, or `nil` when `head` is not one (no `Location` it can follow).
  private static func redirectTarget(of head: HTTPResponseHead, from url: URL) -> URL? {
    guard [301, 302, 303, 307, 308].contains(head.statusCode),
      let location = head.value(forHeader: "location"), !location.isEmpty
    else { return nil }
    return URL(string: location, relativeTo: url)?.absoluteURL
  }

  // MARK: - The final answer

  /// Reads the body of the final answer: into memory, or for an accepted download into its
  /// sink.
  private func answer(
    _ head: HTTPResponseHead, reader: AnswerReader
  ) throws(TransportError) -> ExchangeResult {
    var declared: Int64?
    if case .length(let length) = reader.framing { declared = length }
    var writer: (any DownloadWriter)?
    defer { writer?.discard() }  // After a commit, this does nothing.
    var progress: (@Sendable (DownloadProgress) -> Void)?
    if case .download(let download) = mode {
      reader.slideDeadline(by: request.timeout)
      if download.accept(head) {
        writer = try download.sink.makeWriter()
        progress = download.progress
        download.progress(DownloadProgress(receivedBytes: 0, expectedBytes: declared))
      }
    }
    var body = Data()
    if writer == nil, let declared {
      guard declared <= Int64(limit) else { throw .bodyTooLarge(limit: limit) }
      body.reserveCapacity(Int(declared))
    }
    while true {
      let room = writer == nil ? limit + 1 - body.count : Self.readSize
      guard let chunk = try reader.body(exchange: self, readingAtMost: room) else { break }
      if let writer {
        let written = try writer.write(chunk)
        progress?(DownloadProgress(receivedBytes: written, expectedBytes: declared))
      } else {
        guard body.count + chunk.count <= limit else { throw .bodyTooLarge(limit: limit) }
        body.append(chunk)
      }
    }
    guard case .download = mode else { return .response(HTTPResponse(head: head, body: body)) }
    guard let writer else { return .download(.rejected(HTTPResponse(head: head, body: body))) }
    let size = try writer.commit(expectedBytes: declared, host: host)
    return .download(.saved(head, bytes: size))
  }

  // MARK: - Errors

  /// Runs a socket operation, translating its failure.
  func socketCall<Value>(
    _ body: () throws(SocketConnection.Failure) -> Value
  ) throws(TransportError) -> Value {
    do throws(SocketConnection.Failure) {
      return try body()
    } catch {
      throw error.transportError(host: host, timeout: request.timeout)
    }
  }

  /// Translates a parser's failure; the message names the host and never quotes the answer.
  func translate(_ failure: HTTP1ResponseParser.Failure) -> TransportError {
    switch failure {
    case .truncated:
      return .connectionLost(host: host)
    case .malformed(let reason):
      return .other("\(host) sent an answer that is not valid HTTP/1.1: \(reason)")
    case .headTooLarge(let limit):
      return .other(
        "\(host) sent an answer whose head (status line and header fields) is larger than"
          + " \(limit >> 10) KiB")
    }
  }

  // MARK: - The request

  /// The bytes of the request: its line, `Host` (with the port when the URL names one), the
  /// caller's header fields, `Accept-Encoding: identity`, `Connection: close`, `Content-Length`
  /// when there is a body (or the method is POST), then the body.
  private static func message(
    method: HTTPRequest.Method, endpoint: Endpoint, body: Data?, _ request: HTTPRequest
  ) throws(TransportError) -> [UInt8] {
    var text = "\(method.rawValue) \(endpoint.target) HTTP/1.1\r\nHost: \(endpoint.hostField)\r\n"
    let reserved: Set<String> = [
      "host", "connection", "content-length", "transfer-encoding", "accept-encoding",
    ]
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
      guard !reserved.contains(name.lowercased()) else { continue }
      guard !name.isEmpty, name.utf8.allSatisfy(HTTP1ResponseParser.isTokenByte),
        value.utf8.allSatisfy({ $0 != 0x0D && $0 != 0x0A && $0 != 0 })
      else {
        throw .other("a header field of the request to \(endpoint.hostField) is not valid HTTP")
      }
      text += "\(name): \(value)\r\n"
    }
    text += "Accept-Encoding: identity\r\nConnection: close\r\n"
    if body != nil || method == .post { text += "Content-Length: \(body?.count ?? 0)\r\n" }
    return Array((text + "\r\n").utf8) + (body.map { Array($0) } ?? [])
  }
}

/// Where one hop goes: an `http` URL taken apart.
struct Endpoint {
  /// The host for `getaddrinfo` (no IPv6 brackets).
  var host: String
  /// The port, 80 when the URL names none.
  var port: Int
  /// The `Host` field: the host (bracketed when IPv6), with the port when the URL names one.
  var hostField: String
  /// The path and query, percent-encoded as in the URL.
  var target: String

  /// Takes `url` apart; fails for any scheme but `http` (with a message that names the host, not
  /// the URL).
  init(_ url: URL) throws(TransportError) {
    let named = url.hostForMessages
    switch url.scheme?.lowercased() {
    case "http":
      break
    case "https":
      throw .other(
        "\(named) is an https address; HTTPTransport.sockets() speaks plain http only"
          + " (HTTPTransport.live() sends https through URLSession)")
    default:
      throw .other("the address of \(named) is not an http URL")
    }
    guard var host = url.host, !host.isEmpty,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
    else { throw .other("the address has no host") }
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    let port = url.port ?? 80
    guard (1...65_535).contains(port) else { throw .other("the port of \(named) is not valid") }
    var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    if let query = components.percentEncodedQuery { target += "?" + query }
    guard target.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
      throw .other("the address of \(named) holds characters that cannot be sent")
    }
    self.host = host
    self.port = port
    let bracketed = host.contains(":") ? "[\(host)]" : host
    hostField = url.port.map { "\(bracketed):\($0)" } ?? bracketed
    self.target = target
  }
}

/// The reading side of one hop: the connection, the parser and a read buffer.
final class AnswerReader {
  private let connection: SocketConnection
  private var parser = HTTP1ResponseParser()
  private var deadline: ContinuousClock.Instant
  /// Set for a download's body: each read that brings bytes moves the deadline this far on.
  private var slide: Duration?
  private let buffer = UnsafeMutableRawBufferPointer.allocate(
    byteCount: SocketExchange.readSize, alignment: 16)

  init(connection: SocketConnection, deadline: ContinuousClock.Instant) {
    self.connection = connection
    self.deadline = deadline
  }

  deinit { buffer.deallocate() }

  /// The final answer's framing, once its head was read.
  var framing: HTTP1ResponseParser.Framing? { parser.framing }

  /// From now on, the deadline is `timeout` after the last read that brought bytes.
  func slideDeadline(by timeout: Duration) {
    slide = timeout
    deadline = ContinuousClock.now.advanced(by: timeout)
  }

  /// Reads until the head of the final answer is complete.
  func head(exchange: SocketExchange) throws(TransportError) -> HTTPResponseHead {
    guard case .head(let head) = try nextEvent(exchange, readingAtMost: buffer.count) else {
      throw .other("the answer ended before its head")
    }
    return head
  }

  /// The next bytes of the body, or `nil` at its end; reads at most `room` bytes from the socket
  /// when it has to read.
  func body(exchange: SocketExchange, readingAtMost room: Int) throws(TransportError) -> Data? {
    // The wait starts now: the time the caller took with the last chunk (a consumer that blocks,
    // a paused player) is not the server's silence.
    if let slide { deadline = ContinuousClock.now.advanced(by: slide) }
    switch try nextEvent(exchange, readingAtMost: room) {
    case .body(let data): return data
    case .end: return nil
    case .head: throw .other("the answer had two heads")
    }
  }

  private func nextEvent(
    _ exchange: SocketExchange, readingAtMost room: Int
  ) throws(TransportError) -> HTTP1ResponseParser.Event {
    let window = UnsafeMutableRawBufferPointer(
      rebasing: buffer[..<min(max(room, 1), buffer.count)])
    while true {
      do throws(HTTP1ResponseParser.Failure) {
        if let event = try parser.next() { return event }
      } catch {
        throw exchange.translate(error)
      }
      let count = try exchange.socketCall { () throws(SocketConnection.Failure) in
        try connection.read(into: window, until: deadline)
      }
      if count == 0 {
        parser.receiveEnd()
      } else {
        parser.receive(UnsafeRawBufferPointer(rebasing: window[..<count]))
        if let slide { deadline = ContinuousClock.now.advanced(by: slide) }
      }
    }
  }
}
