import SubsonicClient
import Testing

@testable import LookupFeature

/// `--folder NAME|ID`: an id first, then the name as every lookup matches names.
struct MusicFolderChoiceTests {
  private let folders = [
    MusicFolder(id: "1", name: "Music"), MusicFolder(id: "4", name: "Upload"),
    MusicFolder(id: "7", name: "Música Antigua"), MusicFolder(id: "9"),
  ]

  @Test func anIdThenAWholeNameThenPartOfOne() throws {
    #expect(try MusicFolderChoice.choose("4", among: folders) == "4")
    #expect(try MusicFolderChoice.choose("music", among: folders) == "1")
    #expect(try MusicFolderChoice.choose("  UPLOAD ", among: folders) == "4")
    #expect(try MusicFolderChoice.choose("antigua", among: folders) == "7")
  }

  @Test func noneOrSeveralAreABadValueListingTheFolders() {
    #expect(
      throws: SubsonicError.invalidArgument(
        "--folder \"Podcasts\": no music folder has that name or id"
          + " (the server's: Music (1), Upload (4), Música Antigua (7), (no name) (9))")
    ) { try MusicFolderChoice.choose("Podcasts", among: folders) }
    #expect(
      throws: SubsonicError.invalidArgument(
        "--folder \"mus\": names 2 music folders (Music (1), Música Antigua (7)): give one's id")
    ) { try MusicFolderChoice.choose("mus", among: folders) }
    #expect(
      throws: SubsonicError.invalidArgument(
        "--folder \"x\": no music folder has that name or id (the server's: none)")
    ) { try MusicFolderChoice.choose("x", among: []) }
  }

  @Test func aLongListIsCut() {
    let many = (1...8).map { MusicFolder(id: MusicFolderID(String($0)), name: "F\($0)") }
    #expect(
      MusicFolderChoice.listed(many) == "F1 (1), F2 (2), F3 (3), F4 (4), F5 (5), and 3 more")
  }
}
