import Foundation
import JSONOutput
import MusicPresentation
import SubsonicClient

extension CellTable {
  /// The shares, in the server's order: `Share` (its description), `ID`, `Songs`, `Expires`
  /// (UTC to the minute, `never` when none), `Visits` (empty when unknown), `URL`.
  public static func shares(_ shares: [Share]) -> CellTable {
    CellTable(
      columns: [
        Column("Share"), Column("ID"), Column("Songs", alignment: .right), Column("Expires"),
        Column("Visits", alignment: .right), Column("URL"),
      ],
      rows: shares.map {
        [
          $0.description.flatMap { $0.isEmpty ? nil : $0 } ?? "(no description)",
          $0.id.rawValue, String($0.entries.count), $0.expires.map(minuteUTC) ?? "never",
          $0.visitCount.map(String.init) ?? "", $0.url,
        ]
      })
  }

  /// `2026-03-01 14:05`: `date` in UTC, to the minute, as the JSON's date cut short.
  static func minuteUTC(_ date: Date) -> String {
    guard let text = JSONDate.utc(date), text.count >= 16 else { return "" }
    return String(text.prefix(16)).replacingOccurrences(of: "T", with: " ")
  }
}
