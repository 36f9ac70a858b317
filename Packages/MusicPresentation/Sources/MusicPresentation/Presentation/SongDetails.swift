import Foundation
import SubsonicClient

/// One song as labelled lines, for `song ID`: every field the song has, in a fixed order.
public enum SongDetails {
  /// One labelled value.
  public struct Field: Sendable, Hashable {
    /// `Title`, `Artist`, …
    public let label: String
    /// The value as text.
    public let value: String

    /// Creates a field.
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// The song's fields in this order, each only when the song has it (a blank name counts as
  /// none, ``NameText``) but `Title`, `(no title)` when empty: `Title`, `Artist`, `Album`,
  /// `Track` (`3`, or `3 (disc 2)`), `Year`, `Genre`, `Duration` (`m:ss`), `Size`
  /// (`4.2 MB`), `Format` (`flac, 880 kbit/s`), `Rating` (`4/5`), `Average rating` (`3.5/5`),
  /// `Plays`, `Starred` (the UTC day, `2026-03-01`), `Path`, then always `ID`.
  public static func fields(of song: Song) -> [Field] {
    var fields: [Field] = []
    func add(_ label: String, _ value: String?) {
      guard let value, !NameText.isMissing(value) else { return }
      fields.append(Field(label: label, value: value))
    }
    add("Title", NameText.shown(song.title, or: .title))
    add("Artist", song.artist)
    add("Album", song.album)
    add("Track", track(song))
    add("Year", song.year.map(String.init))
    add("Genre", song.genre)
    add("Duration", song.duration.map { DurationText.text(seconds: $0) })
    add("Size", song.size.map { ByteCountText.text(bytes: $0) })
    add("Format", format(song))
    add("Rating", song.userRating.flatMap { $0 > 0 ? "\($0)/5" : nil })
    add("Average rating", song.averageRating.flatMap(averageRating))
    add("Plays", song.playCount.map(String.init))
    add("Starred", song.starred.map(CellText.day))
    add("Path", song.path)
    add("ID", song.id.rawValue)
    return fields
  }

  private static func track(_ song: Song) -> String? {
    switch (song.track, song.discNumber) {
    case (let track?, let disc?):
      return "\(track) (disc \(disc))"
    case (let track?, nil):
      return String(track)
    case (nil, let disc?):
      return "disc \(disc)"
    case (nil, nil):
      return nil
    }
  }

  private static func format(_ song: Song) -> String? {
    let parts = [song.suffix, song.bitRate.map { "\($0) kbit/s" }].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private static func averageRating(_ rating: Double) -> String? {
    guard rating > 0, rating <= 5 else { return nil }
    let tenths = (rating * 10).rounded()
    let text =
      tenths.truncatingRemainder(dividingBy: 10) == 0
      ? String(Int(tenths / 10)) : String(format: "%.1f", tenths / 10)
    return "\(text)/5"
  }
}
