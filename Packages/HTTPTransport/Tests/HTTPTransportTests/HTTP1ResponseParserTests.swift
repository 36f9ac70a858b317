import Foundation
import Testing

@testable import HTTPTransport

/// What a parser made of some bytes.
private struct Parsed: Equatable {
  var head: HTTPResponseHead?
  var body = Data()
  var isComplete = false
}

/// Feeds `bytes` to a parser `piece` bytes at a time and, when `closes`, ends the input; what it
/// handed out.
private func parse(
  _ bytes: Data, piece: Int = Int.max, closes: Bool = true,
  headLimit: Int = HTTP1ResponseParser.defaultHeadLimit
) throws(HTTP1ResponseParser.Failure) -> Parsed {
  var parser = HTTP1ResponseParser(headLimit: headLimit)
  var parsed = Parsed()
  func drain() throws(HTTP1ResponseParser.Failure) {
    while let event = try parser.next() {
      switch event {
      case .head(let head): parsed.head = head
      case .body(let data): parsed.body.append(data)
      case .end: parsed.isComplete = true
      }
    }
  }
  var offset = 0
  while offset < bytes.count {
    let end = offset + min(piece, bytes.count - offset)
    parser.receive(bytes[offset..<end])
    try drain()
    offset = end
  }
  if closes { parser.receiveEnd() }
  try drain()
  return parsed
}

private func parse(
  _ text: String, piece: Int = Int.max, closes: Bool = true
) throws(HTTP1ResponseParser.Failure) -> Parsed {
  try parse(Data(text.utf8), piece: piece, closes: closes)
}

/// Feeding an answer whole and one byte at a time must give the same result.
private let pieceSizes = [Int.max, 1, 7]

@Suite("HTTP/1.1 answer parser")
struct HTTP1ResponseParserTests {
  @Test(arguments: pieceSizes)
  func contentLengthBodyEndsAtItsLengthWithoutWaitingForTheClose(piece: Int) throws {
    let answer =
      "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Type: text/plain\r\n\r\nhelloEXTRA"
    let parsed = try parse(answer, piece: piece, closes: false)

    #expect(parsed.head?.statusCode == 200)
    #expect(parsed.head?.headers == ["content-length": "5", "content-type": "text/plain"])
    #expect(parsed.body == Data("hello".utf8))
    #expect(parsed.isComplete)
  }

  @Test(arguments: pieceSizes)
  func chunkedBodyWithExtensionsAndTrailersIsJoined(piece: Int) throws {
    let answer =
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
      + "5;name=value\r\nhello\r\n"
      + "1A ; quoted=\"a;b\"\r\nabcdefghijklmnopqrstuvwxyz\r\n"
      + "0;last\r\nX-Checksum: 1234\r\nX-Other: yes\r\n\r\n"
      + "after the answer"
    let parsed = try parse(answer, piece: piece, closes: false)

    #expect(parsed.body == Data("helloabcdefghijklmnopqrstuvwxyz".utf8))
    #expect(parsed.isComplete)
    #expect(parsed.head?.value(forHeader: "x-checksum") == nil, "trailers are dropped")
  }

  @Test(arguments: ["zz", "-5", "", " 5", "0x5", "1234567890abcdef0", "5 junk"])
  func badChunkSizeIsMalformed(sizeLine: String) {
    let answer =
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\(sizeLine)\r\nhello\r\n0\r\n\r\n"
    #expect(
      throws: HTTP1ResponseParser.Failure.malformed("a chunk size is not a hexadecimal number")
    ) {
      try parse(answer)
    }
  }

  /// Found by Scripts/fuzz http1: fed whole, a chunk-size line longer than the limit was read
  /// (its line feed had already arrived), fed in pieces it was refused.
  @Test(arguments: pieceSizes)
  func chunkSizeLineOverTheLimitIsRefusedHoweverTheBytesAreCut(piece: Int) {
    let padded = "5" + String(repeating: " ", count: HTTP1ResponseParser.defaultChunkSizeLineLimit)
    let answer =
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\(padded)\r\nhello\r\n0\r\n\r\n"
    #expect(throws: HTTP1ResponseParser.Failure.malformed("a chunk-size line is too long")) {
      try parse(answer, piece: piece)
    }
  }

  /// Found by Scripts/fuzz http1: after a failure, the next call read on from the broken part
  /// and handed out the events of the bytes behind it.
  @Test(arguments: [
    (
      "HTTP/1.1 2000 OK\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
      HTTP1ResponseParser.Failure.malformed("its first line is not an HTTP/1.x status line")
    ),
    (
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\ns\r\nwiki\r\n5\r\npedia\r\n0\r\n\r\n",
      HTTP1ResponseParser.Failure.malformed("a chunk size is not a hexadecimal number")
    ),
  ])
  func failureIsFinal(answer: String, failure: HTTP1ResponseParser.Failure) {
    var parser = HTTP1ResponseParser()
    parser.receive(Data(answer.utf8))
    var first: HTTP1ResponseParser.Failure?
    for _ in 0..<3 where first == nil {
      do throws(HTTP1ResponseParser.Failure) {
        _ = try parser.next()  // The head, if it was read, then the failure.
      } catch {
        first = error
      }
    }
    #expect(first == failure)

    var events: [HTTP1ResponseParser.Event] = []
    var failures: [HTTP1ResponseParser.Failure] = []
    for round in 0..<4 {
      if round == 2 { parser.receiveEnd() }
      do throws(HTTP1ResponseParser.Failure) {
        if let event = try parser.next() { events.append(event) }
      } catch {
        failures.append(error)
      }
    }
    #expect(events.isEmpty)
    #expect(failures == Array(repeating: failure, count: 4))
  }

  @Test func chunkLongerThanItsSizeIsMalformed() {
    let answer = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nhello\r\n0\r\n\r\n"
    #expect(throws: HTTP1ResponseParser.Failure.malformed("a chunk is longer than its size says")) {
      try parse(answer)
    }
  }

  @Test(arguments: [
    "SSH-2.0-OpenSSH_9.6\r\n\r\n", "HTTP/2 200\r\n\r\n", "HTTP/1.1 2000 OK\r\n\r\n",
    "HTTP/1.1 OK\r\n\r\n", "HTTP/1.1 20x OK\r\n\r\n", "HTTP/1.1  200 OK\r\n\r\n",
    "<html><body>not http</body></html>", "\r\nHTTP/1.1 200 OK\r\n\r\n",
  ])
  func badStatusLineIsMalformed(answer: String) {
    let error = #expect(throws: HTTP1ResponseParser.Failure.self) { try parse(answer) }
    guard case .malformed = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
  }

  @Test func answerThatCannotBeHTTPIsRefusedBeforeAnyLineEnd() {
    var parser = HTTP1ResponseParser()
    parser.receive(Data("SSH-2".utf8))
    #expect(
      throws: HTTP1ResponseParser.Failure.malformed(
        "its answer does not start with an HTTP/1.x status line")
    ) {
      try parser.next()
    }
  }

  @Test(arguments: [Int.max, 4_096])
  func oversizedHeadIsRefusedWithoutReadingItAll(piece: Int) throws {
    let field = "X-Filler: " + String(repeating: "a", count: 1_000) + "\r\n"
    let head = "HTTP/1.1 200 OK\r\n" + String(repeating: field, count: 200) + "\r\n"
    var parser = HTTP1ResponseParser(headLimit: 64 << 10)
    var fed = 0
    let bytes = Array(head.utf8)
    var failure: HTTP1ResponseParser.Failure?
    while fed < bytes.count, failure == nil {
      let end = min(fed + min(piece, bytes.count), bytes.count)
      parser.receive(bytes[fed..<end])
      fed = end
      do throws(HTTP1ResponseParser.Failure) {
        _ = try parser.next()
      } catch {
        failure = error
      }
    }

    #expect(failure == .headTooLarge(limit: 64 << 10))
    if piece != Int.max { #expect(fed <= (64 << 10) + piece, "read \(fed) bytes of the head") }
  }

  @Test func headOfExactlyTheLimitIsRead() throws {
    let filler = String(repeating: "a", count: 900)
    let head = "HTTP/1.1 204 No Content\r\nX-Filler: \(filler)\r\n\r\n"
    var parser = HTTP1ResponseParser(headLimit: head.utf8.count)
    parser.receive(Data(head.utf8))
    #expect(
      try parser.next() == .head(HTTPResponseHead(statusCode: 204, headers: ["x-filler": filler])))
  }

  @Test(arguments: pieceSizes)
  func closeDelimitedBodyEndsWithTheConnection(piece: Int) throws {
    let answer = "HTTP/1.0 200 OK\r\nContent-Type: application/json\r\n\r\n{\"a\":1}"
    let open = try parse(answer, piece: piece, closes: false)
    let closed = try parse(answer, piece: piece, closes: true)

    #expect(open.body == Data("{\"a\":1}".utf8))
    #expect(!open.isComplete)
    #expect(closed.body == Data("{\"a\":1}".utf8))
    #expect(closed.isComplete)
  }

  @Test(arguments: [
    "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhello",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nX-Trailer: 1\r\n",
    "HTTP/1.1 200 OK\r\nContent-Le",
    "",
  ])
  func answerCutShortIsTruncated(answer: String) {
    #expect(throws: HTTP1ResponseParser.Failure.truncated) { try parse(answer) }
  }

  @Test func interimContinueHeadIsSkipped() throws {
    let answer =
      "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok"
    let parsed = try parse(answer, piece: 3)
    #expect(parsed.head?.statusCode == 201)
    #expect(parsed.body == Data("ok".utf8))
  }

  @Test(arguments: [204, 304])
  func statusWithoutBodyEndsAtItsHead(status: Int) throws {
    let answer = "HTTP/1.1 \(status) Nothing\r\nContent-Length: 50\r\n\r\n"
    let parsed = try parse(answer, closes: false)
    #expect(parsed.head?.statusCode == status)
    #expect(parsed.body.isEmpty)
    #expect(parsed.isComplete)
  }

  @Test func repeatedFieldsAreJoinedAndEqualLengthsAgree() throws {
    let answer =
      "HTTP/1.1 200 OK\nContent-Length: 2, 2\nVary: accept\nvary: origin\nX-Empty:\n\nok"
    let parsed = try parse(answer)
    #expect(parsed.head?.headers["vary"] == "accept, origin")
    #expect(parsed.head?.headers["x-empty"] == "")
    #expect(parsed.body == Data("ok".utf8))
  }

  @Test(arguments: [
    ("Content-Length: 5\r\nContent-Length: 6", "its Content-Length is not one whole number"),
    ("Content-Length: -1", "its Content-Length is not one whole number"),
    ("Content-Length: 99999999999999999999", "its Content-Length is not one whole number"),
    ("Transfer-Encoding: gzip, chunked", "it uses a transfer coding other than chunked"),
    ("X-A: 1\r\n folded", "a header field is folded over two lines, which HTTP/1.1 forbids"),
    ("No colon here", "a header line is not `name: value`"),
    ("Bad Name: 1", "a header line is not `name: value`"),
  ])
  func badFieldIsMalformed(fields: String, reason: String) {
    let answer = "HTTP/1.1 200 OK\r\n\(fields)\r\n\r\nhello"
    #expect(throws: HTTP1ResponseParser.Failure.malformed(reason)) { try parse(answer) }
  }

  @Test func largeBodyArrivingInPiecesIsHandedOutAsItComes() throws {
    var parser = HTTP1ResponseParser()
    parser.receive(Data("HTTP/1.1 200 OK\r\nContent-Length: 1048576\r\n\r\n".utf8))
    #expect(
      try parser.next()
        == .head(HTTPResponseHead(statusCode: 200, headers: ["content-length": "1048576"])))
    var received = 0
    var ends = 0
    let piece = patternedBytes(65_536)
    for _ in 0..<16 {
      parser.receive(piece)
      #expect(try parser.next() == .body(piece))
      received += piece.count
    }
    while let event = try parser.next() {
      if event == .end { ends += 1 }
    }
    #expect(received == 1 << 20)
    #expect(ends == 1)
    #expect(parser.isComplete)
  }
}
