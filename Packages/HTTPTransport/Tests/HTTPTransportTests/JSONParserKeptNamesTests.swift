import DependencyRegistryTesting
import Foundation
import HTTPTransport
import Testing

/// ``JSONParser/keptNames``: objects keep exactly the members of those names, at every depth,
/// and a dropped member is read as strictly as a kept one.
struct JSONParserKeptNamesTests {
  @Test func objectsKeepExactlyTheKeptNamesAtEveryDepth() async throws {
    var generator = RandomJSON(random: SeededGenerator(seed: 40))
    var dropped = 0
    for round in 0..<500 {
      await Task.yield()
      let (text, full) = generator.document()
      let kept = Set(Self.names(in: full).filter { _ in Bool.random(using: &generator.random) })
      let value = try JSONParser(keptNames: kept).parse(Data(text.utf8))
      let expected = Self.keeping(kept, in: full)
      #expect(value == expected, "document \(round): \(text), kept \(kept.sorted())")
      if expected != full { dropped += 1 }
    }
    #expect(dropped > 200, "the generated documents dropped members in \(dropped) of 500")
  }

  @Test func aDuplicateKeptNameKeepsItsLastValue() throws {
    let text = #"{"a":1,"b":{"a":[1,2],"c":3},"a":2}"#
    let value = try JSONParser(keptNames: ["a", "b"]).parse(Data(text.utf8))
    #expect(
      value == .object(["a": .number(2), "b": .object(["a": .array([.number(1), .number(2)])])]))
  }

  @Test func aDroppedMemberIsCheckedAsStrictlyAsAKeptOne() {
    let broken = [
      #"{"a":1,"b":[1,]}"#, #"{"b":"\ud800","a":1}"#, #"{"b":01}"#, #"{"b":{"c":tru}}"#,
      "{\"b\":\"\u{1}\"}", #"{"b":1e400}"#, #"{"b":[1,2}"#,
    ]
    for text in broken {
      #expect(throws: JSONParseError.self, "\(text)") {
        try JSONParser(keptNames: ["a"]).parse(Data(text.utf8))
      }
    }
    var deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    deep = #"{"b":"# + deep + "}"
    #expect(throws: JSONParseError.tooDeep(limit: 512)) {
      try JSONParser(keptNames: ["a"]).parse(Data(deep.utf8))
    }
  }

  /// Every member name in `value`, at any depth.
  private static func names(in value: JSONValue) -> Set<String> {
    switch value {
    case .array(let elements): return elements.reduce(into: []) { $0.formUnion(names(in: $1)) }
    case .object(let object):
      return object.reduce(into: Set(object.keys)) { $0.formUnion(names(in: $1.value)) }
    default: return []
    }
  }

  /// `value` with only the members named in `kept`, at any depth.
  private static func keeping(_ kept: Set<String>, in value: JSONValue) -> JSONValue {
    switch value {
    case .array(let elements): return .array(elements.map { keeping(kept, in: $0) })
    case .object(let object):
      var members: [String: JSONValue] = [:]
      for member in object where kept.contains(member.key) {
        members[member.key] = keeping(kept, in: member.value)
      }
      return .object(JSONObject(members))
    default: return value
    }
  }
}
