import DependencyRegistryTesting
import Foundation
import MusicPresentation
import SubsonicClient
import Testing

@testable import ListsFeature

/// The lists' text tables show a name the server left empty as missing; their JSON keeps it.
struct ListTablesTests {
  @Test func anEmptyGenreNameIsShownAsMissingAndKeptInJSON() {
    let genres = [Genre(name: " ", songCount: 3, albumCount: 1)]
    expectEqual(CellTable.genres(genres).rows, [["(no name)", "3", "1"]])
    expectEqual(GenresJSON(genres).genres.map(\.name), [" "])
  }

  @Test func aBookmarkOfAnUntitledSongNamesNeitherTitleNorArtistBlank() {
    let bookmark = Bookmark(
      entry: Song(id: "s-1", title: "\u{1B}"), positionMilliseconds: 61_000, comment: "here")
    expectEqual(
      CellTable.bookmarks([bookmark]).rows,
      [["(no title)", "(unknown artist)", "1:01", "here", "", "s-1"]])
  }

  @Test func aBookmarkSaysWhenItLastChangedInUTCToTheMinute() throws {
    let changed = try Date("2026-03-01T14:05:59Z", strategy: .iso8601)
    let bookmark = Bookmark(
      entry: Song(id: "s-1", title: "Gust", artist: "Aurora Tones"), positionMilliseconds: 7_500,
      comment: nil, changed: changed)
    let table = CellTable.bookmarks([bookmark])
    expectEqual(table.columns.map(\.title), ["Title", "Artist", "At", "Comment", "Changed", "ID"])
    expectEqual(table.rows, [["Gust", "Aurora Tones", "0:07", "", "2026-03-01 14:05", "s-1"]])
    let early = try Date("0999-12-31T23:59:00Z", strategy: .iso8601)
    expectEqual(CellTable.minuteUTC(early), "0999-12-31 23:59")
  }
}
