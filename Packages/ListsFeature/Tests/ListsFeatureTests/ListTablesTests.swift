import DependencyRegistryTesting
import ListsFeature
import MusicPresentation
import SubsonicClient
import Testing

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
      [["(no title)", "(unknown artist)", "1:01", "here", "s-1"]])
  }
}
