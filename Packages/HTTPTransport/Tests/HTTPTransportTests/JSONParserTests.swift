import DependencyRegistryTesting
import Foundation
import HTTPTransport
import Testing

/// ``JSONParser``: the same values as `JSONSerialization` on many random documents, refusal of
/// malformed ones, and its limits (depth, size, cancellation, deadline).
///
/// The generated loops yield after each document: on 2 cores the cooperative pool has 2 threads,
/// and a long synchronous loop (slow under the thread sanitizer) would starve the transport
/// suites' timing tests running beside it.
struct JSONParserTests {
  private func parse(_ text: String, _ parser: JSONParser = JSONParser()) throws(JSONParseError)
    -> JSONValue
  {
    try parser.parse(Data(text.utf8))
  }

  @Test func randomDocumentsReadAsJSONSerializationReadsThem() async throws {
    var generator = RandomJSON(random: SeededGenerator(seed: 18))
    for round in 0..<1_000 {
      await Task.yield()
      let (text, expected) = generator.document()
      let data = Data(text.utf8)
      let value = try JSONParser().parse(data)
      #expect(value == expected, "document \(round): \(text)")
      let reference = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
      #expect(Self.matches(reference, value), "document \(round): \(text)")
    }
  }

  @Test func everyCutOfADocumentIsRefusedAsJSONSerializationRefusesIt() async {
    var generator = RandomJSON(random: SeededGenerator(seed: 8259))
    for round in 0..<200 {
      await Task.yield()
      let data = Data(generator.document().text.utf8)
      for cut in Set((0..<10).map { _ in Int.random(in: 0..<data.count, using: &generator.random) })
      {
        let prefix = data.prefix(cut)
        #expect(throws: JSONParseError.self, "document \(round) cut at \(cut)") {
          try JSONParser().parse(prefix)
        }
        #expect(
          (try? JSONSerialization.jsonObject(with: prefix, options: .fragmentsAllowed)) == nil)
      }
    }
  }

  @Test func brokenDocumentsAreRefused() async {
    var generator = RandomJSON(random: SeededGenerator(seed: 7))
    let breakages: [(String) -> String] = [
      { $0 + "x" }, { $0 + "," }, { $0 + $0 }, { "[" + $0 + ",]" }, { "{\"a\":" + $0 + ",}" },
      { "[" + $0 + "\"\\ud800\"]" }, { "[" + $0 + ",\"\\udc00\"]" }, { "[" + $0 + ",\"\u{1}\"]" },
      { "[" + $0 + ",\"\\x\"]" }, { "[" + $0 + ",\"\\u12\"]" }, { "[" + $0 + ",01]" },
      { "[" + $0 + ",1.]" }, { "[" + $0 + ",.5]" }, { "[" + $0 + ",-]" }, { "[" + $0 + ",1e]" },
      { "[" + $0 + ",+1]" }, { "[" + $0 + ",NaN]" }, { "[" + $0 + ",Infinity]" },
      { "[" + $0 + ",1e400]" }, { "[" + $0 + ",tru]" }, { "[" + $0 + ",'a']" },
      { "{" + $0 + "}" }, { "{\"a\" " + $0 + "}" }, { "[" + $0 + " " + $0 + "]" },
      { "/* c */" + $0 }, { $0 + "\u{0}" },
    ]
    for round in 0..<60 {
      await Task.yield()
      let text = generator.document().text
      for (index, breakage) in breakages.enumerated() {
        let broken = breakage(text)
        #expect(throws: JSONParseError.self, "document \(round), breakage \(index)") {
          try parse(broken)
        }
      }
    }
  }

  @Test func bytesThatAreNotUTF8AreRefused() {
    let invalid: [[UInt8]] = [
      [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80],
    ]
    for bytes in invalid {
      for body in [
        [0x22] + bytes + [0x22], [0x5B, 0x22, 0x61] + bytes + [0x5C, 0x6E, 0x22, 0x5D],
      ] {
        #expect(throws: JSONParseError.self, "\(body)") { try JSONParser().parse(Data(body)) }
      }
    }
  }

  /// A string is read exactly when its bytes are UTF-8 (as `String(validating:as:)` decides),
  /// with and without an escape: a literal U+FFFD is kept, and an invalid sequence that a
  /// decoder would replace by one U+FFFD of the same length is refused. (Fixed cases: a
  /// generated loop here slowed the transport's timing suites beside it.)
  @Test(
    arguments: [
      [0x61], [0xC3, 0xA9], [0xE6, 0x97, 0xA5], [0xF0, 0x9F, 0x91, 0x8D], [0xEF, 0xBF, 0xBD],
      [0x61, 0xEF, 0xBF, 0xBD, 0x62], [0xF0, 0x90, 0x80], [0xF0, 0x90, 0x80, 0x61], [0xE0, 0xA0],
      [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xC2], [0x80], [0xFF], [0xF8, 0x88, 0x80, 0x80, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xC3, 0xA9, 0xBF],
    ] as [[UInt8]])
  func stringsAreReadExactlyWhenTheyAreUTF8(bytes: [UInt8]) {
    let expected = String(validating: bytes, as: UTF8.self)
    for (body, suffix) in [
      ([0x22] + bytes + [0x22], ""), ([0x22] + bytes + [0x5C, 0x6E, 0x22], "\n"),
    ] {
      #expect((try? JSONParser().parse(Data(body))) == expected.map { .string($0 + suffix) })
    }
  }

  @Test func scalarsEscapesAndEdgesReadAsSpecified() throws {
    #expect(try parse(" 12 ") == .number(12))
    #expect(try parse("-0") == .number(-0.0))
    #expect(try parse("1e-400") == .number(0))
    #expect(try parse("123456789012345678901234567890") == .number(1.2345678901234568e29))
    #expect(try parse(#""\ud83d\ude00\u00e9\/""#) == .string("😀é/"))
    #expect(try parse(#""\u0000""#) == .string("\u{0}"))
    #expect(try parse("\"\u{FEFF}a\\ufeff\"") == .string("\u{FEFF}a\u{FEFF}"))
    #expect(try parse("\u{FEFF}[true,false,null]") == .array([.bool(true), .bool(false), .null]))
    #expect(try parse(#"{"a":1,"a":2}"#) == .object(["a": .number(2)]))
    #expect(try parse("{ }") == .object([:]))
    #expect(try parse("[ ]") == .array([]))
    #expect(throws: JSONParseError.self) { try parse("") }
    #expect(throws: JSONParseError.self) { try parse(" \n") }
  }

  @Test func nestingDeeperThanTheLimitIsRefused() throws {
    let limit = JSONParser.defaultMaximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try parse(deepest) }
    let objects =
      String(repeating: #"{"a":"#, count: limit - 1) + "[]"
      + String(repeating: "}", count: limit - 1)
    #expect(throws: Never.self) { try parse(objects) }
    for depth in [limit + 1, limit * 4, 100_000] {
      let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      #expect(throws: JSONParseError.tooDeep(limit: limit)) { try parse(text) }
      let open = String(repeating: #"{"a":["#, count: depth)
      #expect(throws: JSONParseError.tooDeep(limit: limit)) { try parse(open) }
    }
    #expect(throws: JSONParseError.tooDeep(limit: 3)) {
      try parse("[[[[]]]]", JSONParser(maximumDepth: 3))
    }
  }

  @Test func aTreeLargerThanTheLimitIsRefused() throws {
    let elements = "[" + Array(repeating: "{}", count: 10_000).joined(separator: ",") + "]"
    #expect(throws: Never.self) { try parse(elements) }
    #expect(throws: JSONParseError.tooLarge(limit: 100_000)) {
      try parse(elements, JSONParser(maximumSize: 100_000))
    }
    let objects = "[" + Array(repeating: #"{"a":0}"#, count: 1_000).joined(separator: ",") + "]"
    #expect(throws: JSONParseError.tooLarge(limit: 100_000)) {
      try parse(objects, JSONParser(maximumSize: 100_000))
    }
    let text = "\"" + String(repeating: "x", count: 200_000) + "\""
    #expect(throws: JSONParseError.tooLarge(limit: 100_000)) {
      try parse(text, JSONParser(maximumSize: 100_000))
    }
  }

  /// The body of issue 18: the transport's body limit of tiny elements.
  private static let tinyElements: Data = {
    let count = (HTTPRequest.defaultMaximumBodySize - 2) / 3
    return Data(("[" + String(repeating: "{},", count: count - 1) + "{}]").utf8)
  }()

  @Test func aCancelledTaskStopsAHugeParse() async {
    let body = Self.tinyElements
    let task = Task { () throws(JSONParseError) -> JSONValue in
      try JSONParser(maximumSize: .max).parse(body)
    }
    task.cancel()
    await #expect(throws: JSONParseError.cancelled) { try await task.value }
  }

  @Test func aPastDeadlineStopsAHugeParse() {
    let parser = JSONParser(
      maximumSize: .max, deadline: ContinuousClock.now.advanced(by: .seconds(-1)))
    #expect(throws: JSONParseError.pastDeadline) { try parser.parse(Self.tinyElements) }
    // Below one check interval of values, a document is read whole.
    #expect(throws: Never.self) { try parser.parse(Data("[1,2,3]".utf8)) }
  }

  @Test func aStopFromOutsideIsTheTransportsStopAndBadContentIsNamed() {
    #expect(JSONParseError.cancelled.transportError(timeout: .seconds(2)) == .cancelled)
    #expect(
      JSONParseError.pastDeadline.transportError(timeout: .milliseconds(2_500))
        == .timedOut(seconds: 2.5))
    #expect(JSONParseError.tooDeep(limit: 3).transportError(timeout: .seconds(2)) == nil)
    #expect(JSONParseError.malformed(offset: 0, reason: "x").found == BodySummary.malformedJSON)
    #expect(JSONParseError.tooDeep(limit: 3).found == BodySummary.malformedJSON)
    #expect(
      JSONParseError.tooLarge(limit: 128 << 20).found
        == "JSON too large to hold (over 128 MiB as a tree)")
    #expect(JSONParseError.cancelled.found == nil)
  }

  /// Whether `JSONSerialization`'s reading `reference` holds what `value` holds.
  private static func matches(_ reference: Any, _ value: JSONValue) -> Bool {
    switch value {
    case .null: return reference is NSNull
    case .bool(let flag): return (reference as? Bool) == flag
    case .number(let number):
      guard let other = (reference as? NSNumber)?.doubleValue else { return false }
      return other == number || abs(other - number) <= abs(number) * 1e-15
    case .string(let text): return (reference as? String) == text
    case .array(let elements):
      guard let others = reference as? [Any], others.count == elements.count else { return false }
      return zip(others, elements).allSatisfy { matches($0, $1) }
    case .object(let members):
      guard let others = reference as? [String: Any], others.count == members.count else {
        return false
      }
      return members.allSatisfy { key, member in others[key].map { matches($0, member) } ?? false }
    }
  }
}
