import DependencyRegistryTesting
import Foundation
import HTTPTransport
import Testing

/// ``JSONObject``, the flat members of a parsed object: a name given twice keeps its last value
/// (as the dictionary it replaced did, names compared as `String`s), look-ups, equality in any
/// order; and hostile members (cut short, not UTF-8, too large a number, too deep) refused
/// wherever they stand in a small or a large object.
struct JSONObjectTests {
  /// Names drawn from a few, so that most generated objects name a member twice; `é` twice,
  /// precomposed and not, which are one name as `String`s.
  private static let names =
    ["id", "name", "coverArt", "é", "e\u{301}", "artistImageUrl", "a"]
    + (0..<40).map { "member\($0)" }

  @Test func aNameGivenTwiceKeepsItsLastValueAsADictionaryDid() async throws {
    var random = SeededGenerator(seed: 4_627)
    for round in 0..<400 {
      if round % 50 == 0 { await Task.yield() }
      // 0 to 80 members: both sides of the pair-by-pair search for duplicates.
      let count = Int.random(in: 0...80, using: &random)
      var texts: [String] = []
      var expected: [String: JSONValue] = [:]
      var lastNames: [String] = []
      for index in 0..<count {
        let pool = Int.random(in: 0..<4, using: &random) == 0 ? 7 : Self.names.count
        let name = Self.names[Int.random(in: 0..<pool, using: &random)]
        texts.append("\"\(name)\":\(index)")
        expected[name] = .number(Double(index))
        lastNames.removeAll { $0 == name }
        lastNames.append(name)
      }
      let value = try JSONParser().parse(Data(("{" + texts.joined(separator: ",") + "}").utf8))
      guard case .object(let object) = value else {
        Issue.record("round \(round): not an object")
        continue
      }
      #expect(value == .object(JSONObject(expected)), "round \(round)")
      #expect(object.count == expected.count, "round \(round)")
      #expect(object.keys == lastNames, "round \(round): each where it last stood")
      for (name, member) in expected { #expect(object[name] == member, "round \(round)") }
      #expect(object["missing"] == nil)
    }
  }

  @Test func canonicallyEquivalentNamesAreOneName() throws {
    let value = try JSONParser().parse(Data(#"{"é":1,"e\u0301":2}"#.utf8))
    guard case .object(let object) = value else {
      Issue.record("not an object")
      return
    }
    #expect(object.count == 1)
    #expect(object["é"] == .number(2))
    #expect(object["e\u{301}"] == .number(2))
  }

  @Test func aLargeObjectNamingEachMemberTwiceKeepsTheLastValues() throws {
    let count = 10_000
    let first = (0..<count).map { "\"k\($0)\":\($0)" }
    let second = (0..<count).map { "\"k\($0)\":\"v\($0)\"" }
    let text = "{" + (first + second).joined(separator: ",") + "}"
    guard case .object(let object) = try JSONParser().parse(Data(text.utf8)) else {
      Issue.record("not an object")
      return
    }
    #expect(object.count == count)
    #expect(object["k0"] == .string("v0"))
    #expect(object["k9999"] == .string("v9999"))
    #expect(object.keys.first == "k0" && object.values.last == .string("v9999"))
  }

  @Test func objectsAreEqualInAnyOrderAndLiteralsKeepTheLastValue() {
    let small: JSONObject = ["a": .number(1), "b": .null, "a": .number(2)]
    #expect(small.count == 2 && small["a"] == .number(2))
    #expect(small == ["b": .null, "a": .number(2)])
    #expect(small != ["b": .null, "a": .number(1)])
    #expect(small != ["b": .null, "c": .number(2)])
    #expect(small != ["a": .number(2)])
    #expect(JSONObject([:]) == [:] && JSONObject([:]).isEmpty)
    let pairs = (0..<100).map { ("k\($0)", JSONValue.number(Double($0))) }
    let large = JSONObject(Dictionary(uniqueKeysWithValues: pairs))
    let reversed = JSONObject(Dictionary(uniqueKeysWithValues: pairs.reversed()))
    #expect(large == reversed)
    #expect(
      large != JSONObject(Dictionary(uniqueKeysWithValues: pairs.dropLast() + [("k99", .null)])))
  }

  /// A member that breaks the text (cut short, not UTF-8, a number too large, nested too deep)
  /// is refused at any place in an object of 0 to 60 members; a number too small is zero.
  @Test func hostileMembersAreRefusedWhereverTheyStand() async {
    var random = SeededGenerator(seed: 911)
    let deep =
      String(repeating: "[", count: JSONParser.defaultMaximumDepth + 1)
      + String(repeating: "]", count: JSONParser.defaultMaximumDepth + 1)
    let hostile: [[UInt8]] = [
      Array(#""cut":"ab"#.utf8), Array(#""cut":[1,2"#.utf8), Array(#""cut""#.utf8),
      Array(#""n":1e400"#.utf8), Array(#""n":-1e309"#.utf8),
      Array(("\"n\":1" + String(repeating: "0", count: 400)).utf8),
      [0x22, 0xFF, 0x22, 0x3A, 0x31], [0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22],
      [0x22, 0x61, 0x22, 0x3A, 0x22, 0xED, 0xA0, 0x80, 0x22], Array(#""a":"\ud800""#.utf8),
      Array(("\"deep\":" + deep).utf8), Array(#""a" 1"#.utf8), Array(#"1:1"#.utf8),
    ]
    for round in 0..<120 {
      if round % 20 == 0 { await Task.yield() }
      let count = Int.random(in: 0...60, using: &random)
      var members = (0..<count).map { Array("\"m\($0)\":\"\($0)\"".utf8) }
      let place = Int.random(in: 0...count, using: &random)
      let member = hostile[round % hostile.count]
      members.insert(member, at: place)
      let body = Data([0x7B] + Array(members.joined(separator: [0x2C])) + [0x7D])
      #expect(throws: JSONParseError.self, "round \(round), member \(round % hostile.count)") {
        try JSONParser().parse(body)
      }
    }
    let tiny = try? JSONParser().parse(Data(#"{"a":1e-400,"b":1e308}"#.utf8))
    #expect(tiny == .object(["a": .number(0), "b": .number(1e308)]))
  }
}
