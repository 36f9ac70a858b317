import DependencyRegistryTesting
import Foundation
import HTTPTransport
import Locking
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// The gate between a streamed answer and its consumer, fed generated bodies in random chunk
/// splits (new ones every run; a failure names the body's start and the split): what it hands
/// over is always the body exactly, as early as the body's start allows, and an envelope never
/// hands over a byte.
struct EnvelopeGateTests {
  typealias Generator = SeededGenerator

  /// Collects what the gate hands over.
  final class Consumer: Sendable {
    private let state = Locked<Data>(Data())
    var received: Data { state.withLock { $0 } }
    func receive(_ chunk: Data) { state.withLock { $0.append(chunk) } }
  }

  static let fillers: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
  static let fillerSet = Set(fillers)
  static let head = HTTPResponseHead(statusCode: 200, headers: ["Content-Type": "audio/mpeg"])

  static func gate(_ consumer: Consumer) -> EnvelopeGate {
    let gate = EnvelopeGate(
      endpoint: .stream, redactor: CredentialRedactor(secrets: [Secret.password]),
      forward: { consumer.receive($0) })
    #expect(gate.accept(head))
    return gate
  }

  /// `body` cut into chunks of random sizes: mostly small, sometimes one byte, sometimes large.
  static func split(_ body: Data, using generator: inout Generator) -> [Data] {
    var chunks: [Data] = []
    var start = 0
    while start < body.count {
      let size: Int
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: size = 1
      case 1: size = Int.random(in: 1...64, using: &generator)
      case 2: size = Int.random(in: 1...8_192, using: &generator)
      default: size = Int.random(in: 1...100_000, using: &generator)
      }
      let end = min(body.count, start + size)
      chunks.append(Data(body[start..<end]))
      start = end
    }
    return chunks
  }

  /// Random bytes of `count`, eight from each draw (a draw per byte took a quarter of this
  /// suite's time).
  static func noise(_ count: Int, using generator: inout Generator) -> Data {
    var bytes = Data(capacity: count + 8)
    while bytes.count < count {
      withUnsafeBytes(of: generator.next()) { bytes.append(contentsOf: $0) }
    }
    return bytes.prefix(count)
  }

  /// Bodies that are not envelopes: audio-like (a significant first byte after some filler),
  /// markup and JSON that are not envelopes, short and past the sniffed length, filler alone.
  static func files(using generator: inout Generator) -> [Data] {
    var bodies: [Data] = [Data(), Data("ID3".utf8), Data([0xFF, 0xFB, 0x90])]
    for _ in 0..<12 {
      let filler = Data(
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in
          fillers.randomElement(using: &generator)!
        })
      var first = UInt8.random(in: 0...255, using: &generator)
      while fillers.contains(first) || first == UInt8(ascii: "{") || first == UInt8(ascii: "<") {
        first = UInt8.random(in: 0...255, using: &generator)
      }
      let count = [0, 1, 100, 70_000, 300_000].randomElement(using: &generator)!
      bodies.append(filler + [first] + noise(count, using: &generator))
    }
    let svg = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg"><text>subsonic-response</text></svg>"#.utf8)
    bodies += [
      svg, svg + Data(repeating: 0x20, count: 80_000), Data(#"{"not":"an envelope"}"#.utf8),
      Data("\u{FEFF}  { broken".utf8) + noise(70_000, using: &generator), Data("<".utf8),
      Data("{".utf8), Data(repeating: 0x20, count: 10), Data(repeating: 0x0A, count: 70_000),
      Data(repeating: 0x20, count: 70_000) + Data("{}".utf8),
    ]
    return bodies
  }

  /// Failed envelopes with the error each stands for, and an ok envelope where audio was
  /// expected; each also padded past the sniffed length with trailing whitespace.
  static var envelopes: [(body: Data, error: SubsonicError)] {
    var all = MislabelledErrorTests.envelopes.map { envelope in
      (
        Data(envelope.body.utf8),
        SubsonicError.api(
          SubsonicAPIError(code: SubsonicErrorCode(envelope.code), message: envelope.message))
      )
    }
    all.append(
      (
        Data(#"{"subsonic-response":{"status":"ok","version":"1.16.1"}}"#.utf8),
        .unexpectedResponse(statusCode: 200, found: MediaAnswer.answerInsteadOfFile)
      ))
    return all + all.map { ($0.0 + Data(repeating: 0x20, count: 70_000), $0.1) }
  }

  /// How much of `body` must be in before the gate lets it through, by the rule: up to the
  /// first byte that is not filler, when it is not `{` or `<`; else the sniffed length; `nil`
  /// when only the body's end decides (it is shorter than that).
  static func decidedAfter(_ body: Data) -> Int? {
    let fillers = Self.fillerSet  // read once: a static's every read takes a lock under tsan
    if let index = body.prefix(MediaAnswer.sniffedBytes).firstIndex(where: {
      !fillers.contains($0)
    }),
      body[index] != UInt8(ascii: "{"), body[index] != UInt8(ascii: "<")
    {
      return index + 1
    }
    return body.count >= MediaAnswer.sniffedBytes ? MediaAnswer.sniffedBytes : nil
  }

  // Each round draws its own splits (the rounds used to share one seed: eight times the same
  // work, 74 s under the thread sanitizer).
  @Test(arguments: 0..<2)
  func filesPassWholeAndAsSoonAsTheirStartDecides(round: Int) throws {
    var generator = Generator(seed: 64 + UInt64(round))
    for body in Self.files(using: &generator) {
      for _ in 0..<6 {
        let consumer = Consumer()
        let gate = Self.gate(consumer)
        let decided = Self.decidedAfter(body)
        let chunks = Self.split(body, using: &generator)
        let shown =
          "\(body.count) bytes starting \(Array(body.prefix(4))) in \(chunks.map(\.count))"
        var fed = 0
        for chunk in chunks {
          try gate.receive(chunk)
          fed += chunk.count
          let expected = decided.map { fed >= $0 ? fed : 0 } ?? 0
          #expect(consumer.received.count == expected, "\(shown), fed \(fed)")
        }
        try gate.finish()
        #expect(consumer.received == body, "\(shown)")
        #expect(gate.refusal == nil)
      }
    }
  }

  @Test(arguments: 0..<2)
  func anEnvelopeNeverHandsOverAByte(round: Int) {
    var generator = Generator(seed: 64 + UInt64(round))
    for envelope in Self.envelopes {
      for _ in 0..<6 {
        let consumer = Consumer()
        let gate = Self.gate(consumer)
        var refusedEarly = false
        let chunks = Self.split(envelope.body, using: &generator)
        for chunk in chunks {
          do {
            try gate.receive(chunk)
          } catch is EnvelopeGate.Refused {
            refusedEarly = true
            break
          } catch {
            Issue.record("unexpected \(error)")
          }
        }
        // Past the sniffed length the gate refuses while the body still comes.
        #expect(refusedEarly == (envelope.body.count >= MediaAnswer.sniffedBytes))
        #expect(throws: envelope.error) { try gate.finish() }
        #expect(gate.refusal == envelope.error)
        #expect(
          consumer.received.isEmpty,
          "\(String(decoding: envelope.body.prefix(40), as: UTF8.self)) in \(chunks.map(\.count))")
      }
    }
  }

  @Test func aConsumerThatThrowsStopsTheGate() {
    struct Full: Error {}
    for body in [Data("ID3 audio".utf8), Data("  <svg/>".utf8)] {
      let gate = EnvelopeGate(
        endpoint: .stream, redactor: CredentialRedactor(secrets: []), forward: { _ in throw Full() }
      )
      #expect(gate.accept(Self.head))
      if body.first == UInt8(ascii: "I") {
        #expect(throws: Full.self) { try gate.receive(body) }
      } else {
        try? gate.receive(body)  // held: the markup is judged at the end
        #expect(throws: SubsonicError.cancelled) { try gate.finish() }
      }
    }
  }

  @Test func theHeadDecidesWhatIsAFile() {
    let gate = EnvelopeGate(
      endpoint: .stream, redactor: CredentialRedactor(secrets: []), forward: { _ in })
    #expect(gate.accept(HTTPResponseHead(statusCode: 200, headers: ["Content-Type": "audio/ogg"])))
    #expect(!gate.accept(HTTPResponseHead(statusCode: 404)))
    #expect(
      !gate.accept(
        HTTPResponseHead(statusCode: 200, headers: ["Content-Type": "application/json"])))
  }
}
