import Foundation

/// Reads one HTTP/1.x answer from the bytes of a connection, as they arrive: the status line and
/// header fields (within ``headLimit`` bytes), then the body as its framing says:
/// `Content-Length`, `Transfer-Encoding: chunked` (extensions and trailers read and dropped), or
/// everything until the server closes the connection.
///
/// Feed it with ``receive(_:)`` and ``receiveEnd()``; take what it made complete with ``next()``.
/// It keeps only the bytes not yet handed out, and never reads ahead of what it was given, so how
/// the bytes are cut into pieces never changes what it makes of them. A failure is final: every
/// later ``next()`` throws it again (the bytes after a broken part are never read as an answer).
/// Its failures never quote the answer's bytes (a server may echo the URL, and with it
/// credentials).
struct HTTP1ResponseParser {
  /// Why an answer cannot be read.
  enum Failure: Error, Equatable {
    /// The bytes are not HTTP/1.x; the reason says what was wrong, without quoting them.
    case malformed(String)
    /// The status line and header fields (or the trailers) passed `limit` bytes.
    case headTooLarge(limit: Int)
    /// The connection ended before the answer was complete.
    case truncated
  }

  /// How the body's end is known.
  enum Framing: Equatable {
    /// No body (204, 304).
    case none
    /// `Content-Length` bytes.
    case length(Int64)
    /// Chunks, up to the last (empty) one and the trailers.
    case chunked
    /// Everything until the server closes the connection.
    case untilClose
  }

  /// What the bytes received so far made complete, in order.
  enum Event: Equatable {
    /// The final answer's head (interim 1xx heads are skipped).
    case head(HTTPResponseHead)
    /// The next bytes of the body, framing removed.
    case body(Data)
    /// The answer is complete.
    case end
  }

  private enum State {
    case head
    case body(remaining: Int64)
    case chunkSize
    case chunkData(remaining: Int64)
    case chunkEnd
    case trailers
    case untilClose
    case done
  }

  /// The default limit on a head: 64 KiB, far above what real servers send.
  static let defaultHeadLimit = 64 << 10
  /// The default limit on a chunk-size line, extensions included.
  static let defaultChunkSizeLineLimit = 4_096

  /// The largest head (and, separately, the largest trailer section) accepted.
  let headLimit: Int
  /// The longest chunk-size line accepted, extensions included.
  let chunkSizeLineLimit: Int
  /// The final answer's framing, once its head is complete.
  private(set) var framing: Framing?
  private var state = State.head
  private var pending: [UInt8] = []
  private var start = 0
  /// Where the search for the end of the current line goes on, so no byte is scanned twice.
  private var scanned = 0
  /// Where the head line being scanned starts.
  private var headLineStart = 0
  /// Bytes of head (interim heads included) or of trailers consumed so far.
  private var sectionBytes = 0
  private var isInputEnded = false
  private var endReported = false
  /// The failure ``next()`` threw, thrown again by every later call.
  private var failure: Failure?

  /// A parser for one answer.
  init(
    headLimit: Int = HTTP1ResponseParser.defaultHeadLimit,
    chunkSizeLineLimit: Int = HTTP1ResponseParser.defaultChunkSizeLineLimit
  ) {
    self.headLimit = headLimit
    self.chunkSizeLineLimit = chunkSizeLineLimit
  }

  /// Whether the answer is complete (``Event/end`` was handed out).
  var isComplete: Bool { endReported }

  /// Adds bytes read from the connection.
  mutating func receive(_ bytes: some Collection<UInt8>) {
    if start > 0, start == pending.count {
      pending.removeAll(keepingCapacity: true)
      scanned -= start
      headLineStart = max(0, headLineStart - start)
      start = 0
    } else if start >= 65_536, start * 2 >= pending.count {
      pending.removeFirst(start)
      scanned -= start
      headLineStart = max(0, headLineStart - start)
      start = 0
    }
    pending.append(contentsOf: bytes)
  }

  /// Notes that the connection ended: no more bytes will come.
  mutating func receiveEnd() {
    isInputEnded = true
  }

  /// The next event the bytes so far make complete, or `nil` when more bytes are needed; after a
  /// failure, that failure again.
  mutating func next() throws(Failure) -> Event? {
    if let failure { throw failure }
    do throws(Failure) {
      return try nextEvent()
    } catch {
      failure = error
      throw error
    }
  }

  private mutating func nextEvent() throws(Failure) -> Event? {
    while true {
      switch state {
      case .head:
        guard let head = try nextHead() else { return try needMore(closeEndsBody: false) }
        if let event = try begin(head) { return event }
      case .body(let remaining):
        if remaining == 0 { return finish() }
        guard let data = take(upTo: remaining) else { return try needMore(closeEndsBody: false) }
        state = .body(remaining: remaining - Int64(data.count))
        return .body(data)
      case .chunkSize:
        guard
          let line = try nextLine(
            limit: chunkSizeLineLimit, tooLong: .malformed("a chunk-size line is too long"))
        else { return try needMore(closeEndsBody: false) }
        let size = try Self.chunkSize(line)
        state = size == 0 ? .trailers : .chunkData(remaining: size)
        sectionBytes = 0
      case .chunkData(let remaining):
        guard let data = take(upTo: remaining) else { return try needMore(closeEndsBody: false) }
        let left = remaining - Int64(data.count)
        state = left == 0 ? .chunkEnd : .chunkData(remaining: left)
        return .body(data)
      case .chunkEnd:
        let longer = Failure.malformed("a chunk is longer than its size says")
        guard let line = try nextLine(limit: 2, tooLong: longer) else {
          return try needMore(closeEndsBody: false)
        }
        guard line.isEmpty else { throw longer }
        state = .chunkSize
      case .trailers:
        guard let line = try nextLine(limit: headLimit, tooLong: .headTooLarge(limit: headLimit))
        else {
          return try needMore(closeEndsBody: false)
        }
        sectionBytes += line.count + 2
        if sectionBytes > headLimit { throw .headTooLarge(limit: headLimit) }
        if line.isEmpty { return finish() }
      case .untilClose:
        if let data = take(upTo: Int64.max) { return .body(data) }
        return try needMore(closeEndsBody: true)
      case .done:
        return finish()
      }
    }
  }

  // MARK: - Head

  /// The complete status line and header fields, or `nil` when more bytes are needed.
  private mutating func nextHead() throws(Failure) -> HTTPResponseHead? {
    try checkStatusLinePrefix()
    guard let end = try headEnd() else { return nil }
    var lines = pending[start..<end].split(separator: 0x0A, omittingEmptySubsequences: false)
      .map { $0.last == 0x0D ? $0.dropLast() : $0 }
    sectionBytes += end - start
    start = end
    scanned = end
    headLineStart = end
    lines.removeLast(2)  // The blank line, and what follows its line feed.
    guard let statusLine = lines.first else {
      throw .malformed("the answer starts with an empty line, not a status line")
    }
    let statusCode = try Self.statusCode(statusLine)
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      let (name, value) = try Self.field(line)
      if let earlier = headers[name] {
        headers[name] = earlier + ", " + value
      } else {
        headers[name] = value
      }
    }
    return HTTPResponseHead(statusCode: statusCode, headers: headers)
  }

  /// Where the current head ends (just past its blank line), or `nil` when it has not come yet.
  /// Fails when the heads so far (interim 1xx ones included) pass ``headLimit``.
  private mutating func headEnd() throws(Failure) -> Int? {
    var index = max(scanned, start)
    while let newline = pending[index...].firstIndex(of: 0x0A) {
      let line = pending[headLineStart..<newline]
      if headLineStart > start, line.isEmpty || line.elementsEqual([0x0D]) {
        if sectionBytes + newline + 1 - start > headLimit { throw .headTooLarge(limit: headLimit) }
        return newline + 1
      }
      headLineStart = newline + 1
      index = newline + 1
    }
    scanned = pending.count
    if sectionBytes + pending.count - start > headLimit { throw .headTooLarge(limit: headLimit) }
    return nil
  }

  /// Fails at once when the first bytes cannot begin `HTTP/1.`, rather than waiting for a line
  /// end that a server speaking something else may never send.
  private func checkStatusLinePrefix() throws(Failure) {
    let expected = Array("HTTP/1.".utf8)
    let available = pending[start...].prefix(expected.count)
    guard available.elementsEqual(expected.prefix(available.count)) else {
      throw .malformed("its answer does not start with an HTTP/1.x status line")
    }
  }

  /// Takes the framing from a complete head; returns the event to hand out, or `nil` for an
  /// interim (1xx) head that is skipped.
  private mutating func begin(_ head: HTTPResponseHead) throws(Failure) -> Event? {
    switch head.statusCode {
    case 101:
      throw .malformed("it switched protocols, which was not asked for")
    case 100..<200:
      return nil  // 100 Continue and the like: the real answer follows.
    default:
      break
    }
    let framing = try Self.framing(of: head)
    self.framing = framing
    sectionBytes = 0
    switch framing {
    case .none: state = .done
    case .length(let count): state = .body(remaining: count)
    case .chunked: state = .chunkSize
    case .untilClose: state = .untilClose
    }
    return .head(head)
  }

  /// The body's framing, from the status and the header fields (RFC 9112, section 6.3).
  static func framing(of head: HTTPResponseHead) throws(Failure) -> Framing {
    guard head.carriesBody else { return .none }
    if let codings = head.value(forHeader: "transfer-encoding") {
      let names = codings.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      guard names == ["chunked"] else {
        throw .malformed("it uses a transfer coding other than chunked")
      }
      return .chunked
    }
    guard let lengths = head.value(forHeader: "content-length") else { return .untilClose }
    let values = Set(lengths.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    guard values.count == 1, let text = values.first, !text.isEmpty, text.count <= 18,
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let length = Int64(text)
    else { throw .malformed("its Content-Length is not one whole number") }
    return .length(length)
  }

  /// The status code of `HTTP/1.x SP 3DIGIT [SP reason]`.
  private static func statusCode(_ line: ArraySlice<UInt8>) throws(Failure) -> Int {
    let bytes = Array(line)
    let prefix = Array("HTTP/1.".utf8)
    guard bytes.count >= 12, bytes.starts(with: prefix), isDigit(bytes[7]), bytes[8] == 0x20,
      bytes[9...11].allSatisfy(isDigit), bytes.count == 12 || bytes[12] == 0x20
    else { throw .malformed("its first line is not an HTTP/1.x status line") }
    return bytes[9...11].reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }

  /// A header field's lowercased name and its value without surrounding white space.
  private static func field(_ line: ArraySlice<UInt8>) throws(Failure) -> (String, String) {
    guard let first = line.first, first != 0x20, first != 0x09 else {
      throw .malformed("a header field is folded over two lines, which HTTP/1.1 forbids")
    }
    guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex,
      line[..<colon].allSatisfy(isTokenByte)
    else { throw .malformed("a header line is not `name: value`") }
    let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
    let value = String(decoding: line[line.index(after: colon)...], as: UTF8.self)
      .trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    return (name, value)
  }

  // MARK: - Chunks

  /// The size of a chunk-size line, `HEX [BWS] [; extensions]`.
  private static func chunkSize(_ line: ArraySlice<UInt8>) throws(Failure) -> Int64 {
    let digits = line.prefix { hexValue($0) != nil }
    let rest = line[digits.endIndex...].drop { $0 == 0x20 || $0 == 0x09 }
    guard !digits.isEmpty, digits.count <= 15, rest.isEmpty || rest.first == 0x3B else {
      throw .malformed("a chunk size is not a hexadecimal number")
    }
    return digits.reduce(Int64(0)) { $0 * 16 + Int64(hexValue($1) ?? 0) }
  }

  // MARK: - Bytes

  /// The next line, without its CRLF (or bare LF), or `nil` when no line end has come yet.
  /// Fails with `tooLong` when more than `limit` bytes come before its line feed, whether that
  /// has arrived or not (so the verdict does not depend on how the bytes were cut).
  private mutating func nextLine(
    limit: Int, tooLong: Failure
  ) throws(Failure) -> ArraySlice<UInt8>? {
    scanned = max(scanned, start)
    guard let newline = pending[scanned...].firstIndex(of: 0x0A) else {
      scanned = pending.count
      if pending.count - start > limit { throw tooLong }
      return nil
    }
    if newline - start > limit { throw tooLong }
    var end = newline
    if end > start, pending[end - 1] == 0x0D { end -= 1 }
    let line = pending[start..<end]
    start = newline + 1
    scanned = start
    return line
  }

  /// Up to `count` bytes that have arrived, or `nil` when none are waiting.
  private mutating func take(upTo count: Int64) -> Data? {
    let available = pending.count - start
    guard available > 0 else { return nil }
    let length = Int(min(Int64(available), count))
    let data = Data(pending[start..<(start + length)])
    start += length
    scanned = start
    return data
  }

  /// `nil` (wait for bytes) while the connection is open; once it has ended, the end of the
  /// answer when its close ends the body, else ``Failure/truncated``.
  private mutating func needMore(closeEndsBody: Bool) throws(Failure) -> Event? {
    guard isInputEnded else { return nil }
    guard closeEndsBody else { throw .truncated }
    return finish()
  }

  /// ``Event/end`` the first time, `nil` after.
  private mutating func finish() -> Event? {
    state = .done
    if endReported { return nil }
    endReported = true
    return .end
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }

  /// Whether `byte` may appear in a header field's name (RFC 9110 `tchar`).
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    default: return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }
}
