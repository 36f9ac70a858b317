import DependencyRegistryTesting
import Foundation
import JSONOutput
import Testing

/// A JSON value of any shape, encoded through every kind of container.
private indirect enum Value: Encodable {
  case null
  case bool(Bool)
  case int(Int)
  case int8(Int8)
  case uint64(UInt64)
  case double(Double)
  case float(Float)
  case string(String)
  case url(URL)
  case array([Value])
  case object([String: Value])
  case ordered([(name: String, value: Value)])  // members in this order, a name maybe twice
  case pair(first: Value, second: Value)  // nested containers, a super encoder

  struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value): try value.encode(to: encoder)
    case .int(let value): try value.encode(to: encoder)
    case .int8(let value): try value.encode(to: encoder)
    case .uint64(let value): try value.encode(to: encoder)
    case .double(let value): try value.encode(to: encoder)
    case .float(let value): try value.encode(to: encoder)
    case .string(let value): try value.encode(to: encoder)
    case .url(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let values):
      var container = encoder.unkeyedContainer()
      for value in values { try container.encode(value) }
    case .object(let members):
      var container = encoder.container(keyedBy: Key.self)
      for (name, value) in members { try container.encode(value, forKey: Key(name)) }
    case .ordered(let members):
      var container = encoder.container(keyedBy: Key.self)
      for (name, value) in members { try container.encode(value, forKey: Key(name)) }
    case .pair(let first, let second):
      var container = encoder.container(keyedBy: Key.self)
      var list = container.nestedUnkeyedContainer(forKey: Key("list"))
      try list.encode(first)
      var inner = list.nestedContainer(keyedBy: Key.self)
      try inner.encode(second, forKey: Key("second"))
      try inner.encodeNil(forKey: Key("none"))
      try inner.encode(3.5, forKey: Key("number"))
      try first.encode(to: container.superEncoder())
      var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("nested"))
      try nested.encode(true, forKey: Key("flag"))
      try nested.encode("text", forKey: Key("flag"))  // the last value for a name wins
    }
  }
}

/// The encoder writes what `JSONEncoder` writes with sorted keys, pretty printing and slashes
/// unescaped, byte for byte, for every shape, number and string.
struct StableJSONEncoderTests {
  private func foundation<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private static let texts = [
    "", "a", "A", "Z", "_", "a10", "a9", "aB", "é", "e\u{301}", "日本", "👍", "/", "\\", "\"",
    "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}",
    "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{10FFFF}", "http://x/y?z=1&w=2", "<script>",
  ]

  private static func text(_ generator: inout SeededGenerator) -> String {
    (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      texts.randomElement(using: &generator) ?? ""
    }
    .joined()
  }

  private static func double(_ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0...5, using: &generator) {
    case 0: return Double(Int.random(in: -1_000...1_000, using: &generator))
    case 1: return Double.random(in: -1...1, using: &generator)
    case 2:
      return [
        0.0, -0.0, 1e20, 1e16, 1e15, 1e-5, 1e-4, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      ][
        Int.random(in: 0...8, using: &generator)]
    default:
      let value = Double(bitPattern: generator.next())
      return value.isFinite ? value : 0.1
    }
  }

  private static func value(_ generator: inout SeededGenerator, depth: Int = 0) -> Value {
    let kinds = depth > 3 ? 8 : 12
    switch Int.random(in: 0..<kinds, using: &generator) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .int(Int(truncatingIfNeeded: generator.next()))
    case 3: return .int8(Int8(truncatingIfNeeded: generator.next()))
    case 4: return .uint64(generator.next())
    case 5: return .double(double(&generator))
    case 6: return .float(Float(double(&generator)).isFinite ? Float(double(&generator)) : 0.5)
    case 7: return .string(text(&generator))
    case 8:
      return .array(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          value(&generator, depth: depth + 1)
        })
    case 9:
      var members: [String: Value] = [:]
      for _ in 0..<Int.random(in: 0...5, using: &generator) {
        members[text(&generator)] = value(&generator, depth: depth + 1)
      }
      return .object(members)
    case 10: return .url(URL(string: "https://example.org/a%20b/\(generator.next())")!)
    default:
      return .pair(
        first: value(&generator, depth: depth + 1), second: value(&generator, depth: depth + 1))
    }
  }

  @Test func generatedValuesAreWrittenAsJSONEncoderWritesThem() throws {
    var generator = SeededGenerator(seed: 2_700)
    for _ in 0..<3_000 {
      let value = Self.value(&generator)
      let expected = try? foundation(value)
      let written = try? StableJSONEncoder().encode(value)
      #expect(written == expected, "\(value)")
    }
  }

  /// Runs of objects with the same names, in the same order or not, spelt with the same bytes
  /// or only canonically the same (`é` and `e` with a combining accent), a name maybe twice: the
  /// writer reuses an order only for the same bytes in the same order.
  @Test func objectsOfOneShapeInARowAreWrittenAsJSONEncoderWritesThem() throws {
    let names = ["a", "B", "b", "id", "é", "e\u{301}", "z"]
    var generator = SeededGenerator(seed: 2_702)
    for _ in 0..<2_000 {
      let shape = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        names.randomElement(using: &generator) ?? ""
      }
      let objects = (0..<Int.random(in: 1...6, using: &generator)).map { _ -> Value in
        var members = shape
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: members.shuffle(using: &generator)
        case 1:
          members = members.map { $0 == "é" ? "e\u{301}" : $0 == "e\u{301}" ? "é" : $0 }
        default: break  // the same names in the same order: the usual array of a view
        }
        return .ordered(members.map { ($0, .int(Int.random(in: 0...9, using: &generator))) })
      }
      let value = Value.array(objects)
      #expect(try StableJSONEncoder().encode(value) == (try foundation(value)), "\(value)")
    }
  }

  @Test func everyFiniteDoubleIsWrittenAsJSONEncoderWritesIt() throws {
    var generator = SeededGenerator(seed: 2_701)
    for _ in 0..<5_000 {
      let value = [Self.double(&generator)]
      #expect(try StableJSONEncoder().encode(value) == (try foundation(value)))
    }
  }

  @Test func aNumberJSONCannotHoldIsAnError() {
    for number in [Double.infinity, -.infinity, .nan] {
      #expect(throws: EncodingError.self) { try StableJSONEncoder().encode(["n": number]) }
    }
  }

  @Test func dataAndDecimalAreRefusedRatherThanWrittenDifferently() {
    #expect(throws: EncodingError.self) { try StableJSONEncoder().encode([Data([1, 2])]) }
    #expect(throws: EncodingError.self) { try StableJSONEncoder().encode([Decimal(1)]) }
  }

  @Test func aLargeListIsWrittenWhole() throws {
    let rows = (0..<20_000).map { ["id": "artist-\($0)", "name": "Name \($0)"] }
    #expect(try StableJSONEncoder().encode(rows) == (try foundation(rows)))
  }
}
