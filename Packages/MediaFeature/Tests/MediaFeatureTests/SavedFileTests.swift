import Foundation
import MediaFeature
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--force` replaces regular files only: every other kind of thing at the destination is refused
/// and left as it was.
struct SavedFileTests {
  /// Makes one kind of thing that is not a regular file at `url`.
  static let notRegularFiles: [(String, @Sendable (URL) throws -> Void)] = [
    (
      "folder",
      { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) }
    ),
    ("fifo", { url in #expect(mkfifo(url.path, 0o644) == 0) }),
    (
      "link to a file",
      { url in
        let target = url.deletingLastPathComponent().appendingPathComponent("target")
        try Data("kept".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
      }
    ),
    (
      "dangling link",
      { url in
        try FileManager.default.createSymbolicLink(
          atPath: url.path, withDestinationPath: "/nonexistent/sunsonic")
      }
    ),
    (
      "link to a device",
      { url in
        try FileManager.default.createSymbolicLink(
          atPath: url.path, withDestinationPath: "/dev/null")
      }
    ),
  ]

  @Test(arguments: notRegularFiles.indices)
  func forceRefusesWhatIsNotARegularFileAndLeavesItThere(index: Int) throws {
    let (kind, make) = Self.notRegularFiles[index]
    let folder = try Folder()
    defer { folder.remove() }
    let destination = folder.file("song.flac")
    try make(destination)
    let before = try folder.names()
    #expect(throws: SaveError.notRegularFile("song.flac"), "\(kind)") {
      try SavedFile.checkFree(destination, shownAs: "song.flac", replacing: true)
    }
    #expect(throws: SaveError.notRegularFile("song.flac"), "\(kind)") {
      try SavedFile.write(Data("new".utf8), to: destination, shownAs: "song.flac", replacing: true)
    }
    #expect(throws: SaveError.alreadyExists("song.flac"), "\(kind)") {
      try SavedFile.checkFree(destination, shownAs: "song.flac", replacing: false)
    }
    #expect(try folder.names() == before, "\(kind): nothing added or removed")
  }

  @Test func forceReplacesARegularFileWhole() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let destination = folder.file("song.flac")
    try Data("old".utf8).write(to: destination)
    try SavedFile.checkFree(destination, shownAs: "song.flac", replacing: true)
    try SavedFile.write(Data("new".utf8), to: destination, shownAs: "song.flac", replacing: true)
    #expect(try Data(contentsOf: destination) == Data("new".utf8))
    #expect(try folder.names() == ["song.flac"])
  }
}
