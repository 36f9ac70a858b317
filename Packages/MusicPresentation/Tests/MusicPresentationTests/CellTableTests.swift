import Foundation
import MusicPresentation
import Testing

struct CellTableTests {
  @Test func rowsAlwaysHaveOneCellPerColumn() {
    let table = CellTable(
      columns: [CellTable.Column("A"), CellTable.Column("B", alignment: .right)],
      rows: [["only"], ["one", "two", "three"]])
    #expect(table.rows == [["only", ""], ["one", "two"]])
    #expect(table.headers == ["A", "B"])
    #expect(table.rightAligned == [1])
  }

  @Test func oneLineTurnsControlCharactersIntoSpaces() {
    #expect(oneLine("Line\nBreak\u{1B}[2J\tx") == "Line Break [2J x")
    #expect(oneLine("plain") == "plain")
  }

  /// Exactly the scalars of general category Control become spaces (it has none above U+FFFF).
  @Test func oneLineReplacesEveryControlScalarAndNothingElse() {
    var wrong: [String] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      let expected = scalar.properties.generalCategory == .control ? "a b" : text
      if oneLine(text) != expected { wrong.append(String(value, radix: 16)) }
    }
    #expect(wrong.isEmpty, "\(wrong)")
  }

  @Test func stableJSONSortsKeysAndWritesNullForMissingValues() throws {
    struct Item: StableJSON {
      let name: String
      let year: Int?
      let starred: String?
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeOrNull(year, forKey: .year)
        try container.encodeOrNull(starred, forKey: .starred)
      }
      enum CodingKeys: String, CodingKey { case name, year, starred }
    }
    let starred = JSONDate.utc(Date(timeIntervalSince1970: 1_772_366_400.75))
    #expect(starred == "2026-03-01T12:00:00Z")
    #expect(JSONDate.utc(nil) == nil)
    #expect(
      try Item(name: "a/b", year: nil, starred: starred).encoded() == """
        {
          "name" : "a/b",
          "starred" : "2026-03-01T12:00:00Z",
          "year" : null
        }
        """)
  }
}
