import Foundation
import JSONOutput
import Testing

/// What every `--json` view relies on: sorted keys, `null` for a missing value, UTC dates.
struct StableJSONTests {
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
