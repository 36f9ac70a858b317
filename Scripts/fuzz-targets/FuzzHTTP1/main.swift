import Foundation
import FuzzSupport

@testable import HTTPTransport

// Fuzzes HTTP1ResponseParser, the socket transport's reader of HTTP/1.x answers, with the bytes
// a hostile server may send. `@testable`, as the parser is internal: SwiftPM compiles a debug
// build (which the fuzz build is) with `-enable-testing`, so no flag is needed.
//
// Input: one selector byte, then the answer's bytes. The selector's low 7 bits seed a small
// generator (an LCG) of piece sizes, 1 to 32 bytes; its high bit picks small limits (a 256-byte
// head, a 16-byte chunk-size line) instead of the defaults (64 KiB, 4 KiB), so that inputs of
// libFuzzer's usual sizes reach the limit checks. The answer is parsed twice, fed whole and fed
// in those pieces: after every `receive`, `next()` until it returns nil, then `receiveEnd()` and
// `next()` until nil, `.end` or a failure.
//
// Promises checked besides "no crash": both runs give the same outcome (the same head, the same
// body bytes, the same end or failure), since the parser never reads ahead of what it was given
// and so how the bytes are cut cannot matter; the body never has more bytes than the answer; at
// most one head, before any body, and at most one end, after the head; no event without input
// (no empty body piece, never more events than bytes plus one); a failure's description is one
// line; after `.end` or a failure, `next()` hands out nothing more (after `.end` it returns nil,
// after a failure it throws that failure again); once the input has ended, `next()` finishes
// with `.end` or a failure and never asks for more bytes.

typealias Failure = HTTP1ResponseParser.Failure

/// What one parse made of an answer.
struct Outcome: Equatable, CustomStringConvertible {
  enum Ending: Equatable {
    /// Neither `.end` nor a failure.
    case open
    case end
    case failed(Failure)
  }

  var head: HTTPResponseHead?
  var body = Data()
  var ending = Ending.open

  var description: String {
    let head = self.head.map { "head \($0.statusCode) with \($0.headers.count) fields" }
    let ending: String
    switch self.ending {
    case .open: ending = "open"
    case .end: ending = "end"
    case .failed(let failure): ending = String(describing: failure)
    }
    let checksum = body.reduce(UInt32(0)) { $0 &* 31 &+ UInt32($1) }
    return "\(head ?? "no head"), \(body.count) body bytes (checksum \(checksum)), \(ending)"
  }
}

/// The sizes of the pieces `total` bytes are fed in: 1 to 32 bytes each, from `seed`.
func pieceSizes(total: Int, seed: UInt8) -> [Int] {
  var state = UInt32(seed) &* 2_654_435_761 &+ 1
  var sizes: [Int] = []
  var left = total
  while left > 0 {  // Each piece takes at least one byte.
    state = state &* 1_664_525 &+ 1_013_904_223
    let size = min(left, 1 + Int(state >> 27))
    sizes.append(size)
    left -= size
  }
  return sizes
}

/// One parse of an answer: the parser, what it handed out, and the checks on each event.
struct Run {
  let name: String
  let answerBytes: Int
  var parser: HTTP1ResponseParser
  var outcome = Outcome()
  var events = 0

  init(_ name: String, answerBytes: Int, smallLimits: Bool) {
    self.name = name
    self.answerBytes = answerBytes
    parser =
      smallLimits
      ? HTTP1ResponseParser(headLimit: 256, chunkSizeLineLimit: 16) : HTTP1ResponseParser()
  }

  mutating func receive(_ piece: Data) {
    parser.receive(piece)
    if outcome.ending == .open {
      drain()
    } else {
      checkQuiet()
    }
  }

  mutating func receiveEnd() {
    parser.receiveEnd()
    guard outcome.ending == .open else {
      checkQuiet()
      return
    }
    drain()
    if outcome.ending == .open {
      Fuzzer.fail("\(name): after the input ended, next() asked for more bytes")
    }
    checkQuiet()
  }

  /// Calls `next()` until it returns nil, hands out `.end` or fails.
  private mutating func drain() {
    while true {
      let event: HTTP1ResponseParser.Event?
      do throws(Failure) {
        event = try parser.next()
      } catch {
        let description = String(describing: error)
        if description.contains(where: \.isNewline) {
          Fuzzer.fail("\(name): a failure over several lines: \(description.debugDescription)")
        }
        outcome.ending = .failed(error)
        return
      }
      guard let event else { return }
      events += 1
      // Each head and each body piece takes at least one byte of the answer; one end.
      if events > answerBytes + 1 {
        Fuzzer.fail("\(name): \(events) events from \(answerBytes) bytes, events without input")
      }
      switch event {
      case .head(let head):
        if outcome.head != nil { Fuzzer.fail("\(name): a second head, \(head.statusCode)") }
        outcome.head = head
      case .body(let data):
        if outcome.head == nil { Fuzzer.fail("\(name): body bytes before the head") }
        if data.isEmpty { Fuzzer.fail("\(name): an empty body piece") }
        outcome.body.append(data)
        if outcome.body.count > answerBytes {
          Fuzzer.fail("\(name): \(outcome.body.count) body bytes from a \(answerBytes)-byte answer")
        }
      case .end:
        if outcome.head == nil { Fuzzer.fail("\(name): the end before the head") }
        outcome.ending = .end
        return
      }
    }
  }

  /// After `.end` or a failure: `next()` hands out nothing more (after `.end` it returns nil,
  /// after a failure it throws the same failure again).
  private mutating func checkQuiet() {
    do throws(Failure) {
      if let event = try parser.next() {
        Fuzzer.fail("\(name): handed out \(event) after \(outcome.ending)")
      }
      if outcome.ending != .end {
        Fuzzer.fail("\(name): after \(outcome.ending), next() asked for more bytes")
      }
    } catch {
      if outcome.ending != .failed(error) {
        Fuzzer.fail("\(name): failed with \(error) after \(outcome.ending)")
      }
    }
  }
}

Fuzzer.main { input in
  let selector = input.first ?? 0
  let answer = Data(input.dropFirst())
  let smallLimits = selector & 0x80 != 0

  var whole = Run("fed whole", answerBytes: answer.count, smallLimits: smallLimits)
  whole.receive(answer)
  whole.receiveEnd()

  var pieces = Run("fed in pieces", answerBytes: answer.count, smallLimits: smallLimits)
  var offset = 0
  for size in pieceSizes(total: answer.count, seed: selector & 0x7F) {
    pieces.receive(answer[offset..<(offset + size)])
    offset += size
  }
  pieces.receiveEnd()

  if whole.outcome != pieces.outcome {
    Fuzzer.fail(
      "fed whole: \(whole.outcome); fed in pieces (selector \(selector)): \(pieces.outcome)")
  }
}
