import Foundation
import SubsonicClient

/// Small cell formats shared by the tables.
enum CellText {
  /// The number, or an empty cell.
  static func number(_ value: Int?) -> String {
    value.map(String.init) ?? ""
  }

  /// `3`, or `2-3` (disc-track) when `showingDisc`; an empty cell without a track number.
  static func trackNumber(_ song: Song, showingDisc: Bool) -> String {
    guard let track = song.track else { return "" }
    return showingDisc ? "\(song.discNumber ?? 1)-\(track)" : String(track)
  }

  /// The UTC day of `date`, `2026-03-01`.
  static func day(_ date: Date) -> String {
    date.formatted(
      Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!).year().month().day())
  }
}
