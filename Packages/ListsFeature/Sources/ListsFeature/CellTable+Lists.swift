import Foundation
import MusicPresentation
import SubsonicClient

extension CellTable {
  /// Genres: `Genre`, `Songs`, `Albums`.
  public static func genres(_ genres: [Genre]) -> CellTable {
    CellTable(
      columns: [
        Column("Genre"), Column("Songs", alignment: .right), Column("Albums", alignment: .right),
      ],
      rows: genres.map {
        [NameText.shown($0.name, or: .name), String($0.songCount), String($0.albumCount)]
      })
  }

  /// Bookmarks: `Title`, `Artist`, `At` (`m:ss`), `Comment`, `Changed` (when the bookmark last
  /// changed, UTC to the minute: `2026-03-01 14:05`; empty when the server did not say), `ID`.
  public static func bookmarks(_ bookmarks: [Bookmark]) -> CellTable {
    CellTable(
      columns: [
        Column("Title"), Column("Artist"), Column("At", alignment: .right), Column("Comment"),
        Column("Changed"), Column("ID"),
      ],
      rows: bookmarks.map {
        [
          NameText.shown($0.entry.title, or: .title), NameText.shown($0.entry.artist, or: .artist),
          DurationText.text(seconds: $0.positionMilliseconds / 1000), $0.comment ?? "",
          $0.changed.map(minuteUTC) ?? "", $0.entry.id.rawValue,
        ]
      })
  }

  /// `2026-03-01 14:05`: `date` in UTC, to the minute.
  static func minuteUTC(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let (year, month, day) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
    return
      "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2)) \(padded(hour, 2)):\(padded(minute, 2))"
  }

  private static func padded(_ number: Int, _ digits: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
