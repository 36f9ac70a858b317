import Foundation
import MediaFeature
import Testing

struct SaveTargetTests {
  @Test func noOutputIsTheCurrentFolderShownByNameAlone() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let target = try SaveTarget.resolve(nil, in: folder.url)
    #expect(target == .folder(folder.url, shown: nil))
    #expect(target.destination(named: "a.mp3") == (folder.file("a.mp3"), "a.mp3"))
  }

  @Test func anExistingFolderTakesTheDefaultNameAndShowsItUnderTheGivenText() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("music"), withIntermediateDirectories: false)
    for output in ["music", "music/"] {
      let target = try SaveTarget.resolve(output, in: folder.url)
      let (file, shown) = target.destination(named: "a.mp3")
      #expect(file.path == folder.url.appendingPathComponent("music/a.mp3").path)
      #expect(shown == "music/a.mp3")
    }
  }

  @Test func aFileInAnExistingFolderIsThatFile() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let target = try SaveTarget.resolve("song.flac", in: folder.url)
    #expect(target.destination(named: "ignored") == (folder.file("song.flac"), "song.flac"))
  }

  @Test(arguments: ["newdir/", "a/b/", "missing/song.mp3", "./nope/x"])
  func aMissingFolderIsRefusedNamingIt(output: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    #expect {
      try SaveTarget.resolve(output, in: folder.url)
    } throws: { error in
      guard case .missingFolder(let given, _) = error as? SaveError else { return false }
      return given == output
    }
    #expect(try folder.names() == [])
  }

  @Test func unusableAndOverlongTextIsRefused() throws {
    let folder = try Folder()
    defer { folder.remove() }
    for output in ["", "a\u{1B}[2Jb", "tab\there", "nul\u{0}"] {
      #expect(throws: SaveError.unusableName(output)) {
        try SaveTarget.resolve(output, in: folder.url)
      }
    }
    let long = String(repeating: "é", count: 128)  // 256 bytes
    #expect(throws: SaveError.tooLong(long)) { try SaveTarget.resolve(long, in: folder.url) }
  }
}
