import Foundation
import SubsonicClient

/// The fixed music of the preview library: 4 artists, 6 albums, 20 songs, with their starting
/// annotations (a starred song, ratings, play counts, a playlist, someone playing a song).
enum PreviewCatalog {
  struct ArtistRecord: Sendable {
    var id: ArtistID
    var name: String
    var biography: String
  }

  struct AlbumRecord: Sendable {
    var id: AlbumID
    var name: String
    var artistID: ArtistID
    var year: Int
    var genre: GenreName
    var created: Date
  }

  struct SongRecord: Sendable {
    var id: SongID
    var title: String
    var albumID: AlbumID
    var track: Int
    /// Seconds.
    var duration: Int
    /// Bytes of the placeholder file `download` writes.
    var size: Int64
  }

  /// The user the preview is signed in as.
  static let username = "preview"
  /// The preview server's only music folder.
  static let musicFolderID: MusicFolderID = "1"
  /// That folder's name.
  static let musicFolderName = "Music"
  /// The artists, in catalog order.
  static let artists: [ArtistRecord] = [
    ArtistRecord(
      id: "artist-1", name: "Aurora Vale",
      biography: "Aurora Vale records slow ambient music at first light."),
    ArtistRecord(
      id: "artist-2", name: "The Midnight Sun",
      biography: "The Midnight Sun is a rock band that only tours in June."),
    ArtistRecord(
      id: "artist-3", name: "Polar Night",
      biography: "Polar Night is a jazz trio from the far north."),
    ArtistRecord(
      id: "artist-4", name: "Civil Twilight",
      biography: "Civil Twilight writes pop songs about the hour after sunset."),
  ]

  /// The albums, in catalog order, with their songs' titles in track order.
  static let albumsWithTitles: [(AlbumRecord, [String])] = [
    (
      album(1, "Dawn Chorus", artist: 1, year: 2019, genre: "Ambient"),
      ["First Light", "Birdsong", "Morning Haze", "Blue Hour"]
    ),
    (
      album(2, "Northern Lights", artist: 1, year: 2021, genre: "Ambient"),
      ["Aurora", "Magnetic Field", "Green Curtain"]
    ),
    (
      album(3, "Solstice", artist: 2, year: 2015, genre: "Rock"),
      ["Longest Day", "Midsummer", "Sun Never Sets", "White Night"]
    ),
    (
      album(4, "Equinox", artist: 2, year: 2018, genre: "Rock"),
      ["Balance", "Half Light", "Turning Point"]
    ),
    (
      album(5, "Long Dark", artist: 3, year: 2010, genre: "Jazz"),
      ["Kaamos", "Lantern", "Frost Flowers"]
    ),
    (
      album(6, "Golden Hour", artist: 4, year: 2023, genre: "Pop"),
      ["Golden Hour", "Sunset Boulevard", "Afterglow"]
    ),
  ]

  static let albums: [AlbumRecord] = albumsWithTitles.map(\.0)

  /// `song-1` … `song-20`, album by album in track order.
  static let songs: [SongRecord] = {
    var songs: [SongRecord] = []
    for (album, titles) in albumsWithTitles {
      for (index, title) in titles.enumerated() {
        let number = songs.count + 1
        songs.append(
          SongRecord(
            id: SongID("song-\(number)"),
            title: title,
            albumID: album.id,
            track: index + 1,
            duration: 150 + (number * 37) % 120,
            size: 8_192 + Int64(number) * 1_024
          )
        )
      }
    }
    return songs
  }()

  /// A day of 2024 at noon UTC: the catalog's fixed dates.
  static func date(month: Int, day: Int) -> Date {
    let daysBefore = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335]
    let days = daysBefore[month - 1] + day - 1
    return Date(timeIntervalSince1970: 1_704_067_200 + Double(days) * 86_400 + 43_200)
  }

  /// Lyrics of `song-1`, "First Light" by Aurora Vale, line by line.
  static let lyricsSongID: SongID = "song-1"
  static let lyricLines = [
    "Grey turns to gold along the ridge",
    "The birds begin before the sun",
    "Hold still, the night is nearly done",
    "First light",
  ]

  /// The cover every cover-art id answers: an 8×8 PNG of a sun on a night sky (97 bytes).
  static let coverPNG = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAKElEQVR42mPQMMrDihjgrP/7NIAIXQIiiizHgCYKl8MrgdMofJZjIgADoky5SUVFtwAAAABJRU5ErkJggg=="
  )!

  private static func album(
    _ number: Int, _ name: String, artist: Int, year: Int, genre: GenreName
  ) -> AlbumRecord {
    AlbumRecord(
      id: AlbumID("album-\(number)"),
      name: name,
      artistID: ArtistID("artist-\(artist)"),
      year: year,
      genre: genre,
      created: date(month: 1, day: number * 7)
    )
  }
}
