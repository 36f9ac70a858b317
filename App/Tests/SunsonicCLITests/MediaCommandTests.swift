import Foundation
import MediaFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `download`, `cover`, `lyrics`: default names from the feature, no silent overwrite, whole
/// files only, progress on a terminal only; lyrics text and JSON.
@MainActor
struct MediaCommandTests {
  @Test(arguments: [
    (["download"], "missing ID (usage: sunsonic download ID|NAME [-o FILE] [--force] [--json])"),
    (["download", "s1", "-o", ""], "-o \"\": not a usable file name"),
    (
      ["download", "s1", "-o", "/nonexistent-sunsonic-folder/x.mp3"],
      "-o \"/nonexistent-sunsonic-folder/x.mp3\": the folder /nonexistent-sunsonic-folder does not exist"
    ),
    (
      ["download", "s1", "-o", "/nonexistent-sunsonic-folder/"],
      "-o \"/nonexistent-sunsonic-folder/\": the folder /nonexistent-sunsonic-folder does not exist"
    ),
    (
      ["cover", "c1", "-o", "/nonexistent-sunsonic-folder/"],
      "-o \"/nonexistent-sunsonic-folder/\": the folder /nonexistent-sunsonic-folder does not exist"
    ),
    (["cover", "c1", "--size", "0"], "--size \"0\": not a whole number from 1 to 4096"),
    (["cover", "c1", "--size", "5000"], "--size \"5000\": not a whole number from 1 to 4096"),
    (["lyrics"], "missing SONG (usage: sunsonic lyrics SONG, or ARTIST TITLE)"),
    (["lyrics", ""], "SONG \"\": empty (give an id as listed by sunsonic)"),
    (["lyrics", "A", "T", "x"], "unexpected argument \"x\" for 'sunsonic lyrics'"),
    (["lyrics", "", "Title"], "ARTIST \"\": empty"),
    (["lyrics", "A", "\t"], "TITLE \"\\u0009\": empty"),
    (["lyrics", "A\u{1b}", "T"], "ARTIST \"A\\u001B\": has a control character"),
  ])
  func badInputIsExit64NamingArgumentAndValue(arguments: [String], message: String) async {
    await expectUsageError(arguments, message)
  }

  /// A client whose `download` writes `bytes` in chunks, reporting progress, pausing `pause`
  /// between chunks.
  func slowDownloads(_ bytes: Int, chunks: Int = 4, pause: Duration = .milliseconds(250))
    -> SubsonicClient
  {
    var client = SubsonicClient.inMemory()
    client.download = { _, destination, progress in
      for chunk in 1...chunks {
        try await Task.sleep(for: pause)
        progress(
          TransferProgress(
            receivedBytes: Int64(bytes * chunk / chunks), expectedBytes: Int64(bytes)))
      }
      try Data(repeating: 7, count: bytes).write(to: destination)
      return DownloadedFile(url: destination, byteCount: Int64(bytes), contentType: "audio/mpeg")
    }
    return client
  }

  @Test func aNameLongerThanTheFileSystemAllowsIsRefusedBeforeAnyRequest() async throws {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent(String(repeating: "y", count: 256)).path
    let run = await runSunsonic(["download", "s1", "-o", path], with: musicValues(.unimplemented))
    #expect(run.code == .usage)
    #expect(run.err.hasPrefix("sunsonic: -o \""))
    #expect(
      run.err.hasSuffix(": longer than the file system allows (255 bytes a name, 3800 a path)\n"))
  }

  @Test func aLongMultibyteNameStillGetsATemporaryFileNextToIt() async throws {
    let folder = try temporaryFolder()
    let name = String(repeating: "曲", count: 80) + ".mp3"  // 244 bytes
    let run = await runSunsonic(
      ["download", "song-1", "-o", folder.appendingPathComponent(name).path], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
  }

  @Test func onlyASongsIdIsDownloadedEvenWithAFileGiven() async throws {
    let folder = try temporaryFolder()
    var client = SubsonicClient.inMemory()
    client.download = { _, _, _ in
      Issue.record("downloaded what is not a song")
      throw SubsonicError.cancelled
    }
    let run = await runSunsonic(
      ["download", "album-1", "-o", folder.appendingPathComponent("album.mp3").path],
      with: musicValues(client))
    #expect(run.code == .notFound)
    #expect(run.err.hasPrefix("sunsonic: the Subsonic server answered error 70"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func savesUnderTheFeaturesDefaultNameAndPrintsPathAndSize() async throws {
    let folder = try temporaryFolder()
    let run = await runSunsonic(["download", "song-1", "-o", folder.path], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    let name = "Aurora Vale - First Light.mp3"
    #expect(run.out == "saved \(folder.path)/\(name) (9.2 kB)\n")
    let attributes = try FileManager.default.attributesOfItem(
      atPath: folder.appendingPathComponent(name).path)
    #expect(attributes[.size] as? Int == 9216)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
  }

  @Test func refusesToReplaceAnExistingFileWithoutForce() async throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("mine.mp3")
    try Data("keep me".utf8).write(to: file)
    // The unimplemented client proves that nothing is asked of the server.
    let run = await runSunsonic(
      ["download", "song-1", "-o", file.path], with: musicValues(.unimplemented))
    #expect(run.code == .cannotCreate)
    #expect(
      run.err == "sunsonic: \(Shown.text(file.path)): already exists; give --force to replace it\n")
    #expect(try Data(contentsOf: file) == Data("keep me".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mine.mp3"])
  }

  @Test func refusesToReplaceAFileOfTheDefaultName() async throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("Aurora Vale - First Light.mp3")
    try Data("keep me".utf8).write(to: file)
    var client = SubsonicClient.inMemory()
    client.download = { _, _, _ in
      Issue.record("downloaded although the file exists")
      throw SubsonicError.cancelled
    }
    let run = await runSunsonic(
      ["download", "song-1", "-o", folder.path], with: musicValues(client))
    #expect(run.code == .cannotCreate)
    let shown = Shown.text(folder.path + "/Aurora Vale - First Light.mp3")
    #expect(run.err == "sunsonic: \(shown): already exists; give --force to replace it\n")
    #expect(try Data(contentsOf: file) == Data("keep me".utf8))
  }

  @Test func forceReplacesTheFile() async throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("mine.mp3")
    try Data("old".utf8).write(to: file)
    let run = await runSunsonic(
      ["download", "song-1", "-o", file.path, "--force"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    #expect(try Data(contentsOf: file).count == 9216)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mine.mp3"])
  }

  @Test func aFailedDownloadLeavesNothingBehind() async throws {
    let folder = try temporaryFolder()
    var client = SubsonicClient.inMemory()
    client.download = { _, destination, _ in
      try Data("partial".utf8).write(to: destination)
      try? FileManager.default.removeItem(at: destination)
      throw SubsonicError.timedOut(seconds: 1)
    }
    let run = await runSunsonic(
      ["download", "song-1", "-o", folder.appendingPathComponent("x.mp3").path],
      with: musicValues(client))
    #expect(run.code == .unavailable)
    #expect(run.err == "sunsonic: the Subsonic server gave no complete answer within 1 s\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func drawsAProgressBarOnATerminal() async throws {
    let folder = try temporaryFolder()
    let run = await runSunsonic(
      ["download", "song-1", "-o", folder.appendingPathComponent("x.mp3").path],
      with: musicValues(slowDownloads(2_000_000)), errorIsTerminal: true)
    #expect(run.code == .success, "\(run.err)")
    // Frames are drawn ten times a second at most, so which of the reports show depends on the
    // machine's pace: each frame drawn must be one of them, and the line is erased at the end.
    let frames = [
      "[#######-----------------------]  25%  500.0 kB / 2.0 MB",
      "[###############---------------]  50%  1.0 MB / 2.0 MB",
      "[######################--------]  75%  1.5 MB / 2.0 MB",
      "[##############################] 100%  2.0 MB / 2.0 MB",
    ]
    let drawn = run.err.split(separator: "\r").dropLast().map { $0.replacing("\u{1b}[K", with: "") }
    #expect(!drawn.isEmpty)
    #expect(drawn.allSatisfy { frames.contains(String($0)) }, "\(drawn)")
    #expect(run.err.hasSuffix("\r\u{1b}[K"))
    #expect(run.out == "saved \(folder.path)/x.mp3 (2.0 MB)\n")
  }

  @Test func drawsNothingWhenStandardErrorIsPiped() async throws {
    let folder = try temporaryFolder()
    let run = await runSunsonic(
      ["download", "song-1", "-o", folder.appendingPathComponent("x.mp3").path],
      with: musicValues(slowDownloads(2_000_000)), errorIsTerminal: false)
    #expect(run.code == .success)
    #expect(run.err.isEmpty)
  }

  @Test func coverRefusesToReplaceTooAndWritesWhole() async throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("cover.png")
    try Data("keep".utf8).write(to: file)
    let refused = await runSunsonic(
      ["cover", "c1", "-o", file.path], with: musicValues(.unimplemented))
    #expect(refused.code == .cannotCreate)
    #expect(try Data(contentsOf: file) == Data("keep".utf8))
    let forced = await runSunsonic(
      ["cover", "cover-album-1", "-o", file.path, "--force"], with: musicValues())
    #expect(forced.code == .success)
    #expect(try Data(contentsOf: file).count == 97)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cover.png"])
  }

  @Test func coverIsSavedUnderTheFeaturesName() async throws {
    let folder = try temporaryFolder()
    let run = await runSunsonic(["cover", "cover-album-1", "-o", folder.path], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    let saved = folder.appendingPathComponent("cover-cover-album-1.png")
    let data = try Data(contentsOf: saved)
    #expect(data.count == 97)
    #expect(run.out == "saved \(folder.path)/cover-cover-album-1.png (97 B, image/png)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
  }

  @Test func lyricsPrintTheTextOrSayThereAreNone() async {
    let found = await runSunsonic(["lyrics", "Aurora Vale", "First Light"], with: musicValues())
    #expect(found.code == .success)
    #expect(
      found.out.hasPrefix("Aurora Vale - First Light\n\nGrey turns to gold along the ridge\n"))
    let none = await runSunsonic(["lyrics", "Nobody", "Nothing"], with: musicValues())
    #expect(none.code == .success)
    #expect(none.out == "No lyrics found for Nobody - Nothing.\n")
  }

  @Test func lyricsJSON() async throws {
    let found = try await musicJSON(["lyrics", "Aurora Vale", "First Light"])
    #expect(
      Set(found.keys) == ["artist", "title", "found", "text", "synced", "offset", "lines"])
    #expect(found["synced"] as? Bool == false)
    #expect(found["found"] as? Bool == true)
    #expect((found["text"] as? String)?.hasPrefix("Grey turns to gold") == true)
    let none = try await musicJSON(["lyrics", "Nobody", "Nothing"])
    #expect(none["found"] as? Bool == false)
    #expect(none["text"] is NSNull)
    #expect(none["artist"] as? String == "Nobody")
    #expect(none["title"] as? String == "Nothing")
  }

  @Test func lyricsBySongPrintSyncedLinesAfterTheirTimes() async throws {
    let found = await runSunsonic(["lyrics", "song-1"], with: musicValues())
    #expect(found.code == .success)
    #expect(
      found.out.hasPrefix(
        "Aurora Vale - First Light\n\n[0:05.00] Grey turns to gold along the ridge\n"
          + "[0:09.00] The birds begin before the sun\n"))
    let none = await runSunsonic(["lyrics", "song-2"], with: musicValues())
    #expect(none.out == "No lyrics found for song song-2.\n")
    let json = try await musicJSON(["lyrics", "song-1"])
    #expect(json["synced"] as? Bool == true)
    let lines = try #require(json["lines"] as? [[String: Any]])
    #expect(lines.map { $0["start"] as? Int } == [5_000, 9_000, 13_000, 17_000])
    #expect((json["text"] as? String)?.hasPrefix("Grey turns to gold") == true)
  }

  @Test func lyricsExamplesAreQuotedForTheShell() async {
    let run = await runSunsonic(["lyrics", "--help"])
    #expect(run.out.contains("\n  sunsonic lyrics 'Aurora Vale' 'First Light'\n"))
  }
}

/// `-o -`: the file's bytes on standard output, whole, once complete; the report on stderr.
@MainActor
struct StandardOutputTargetTests {
  @Test func aTerminalIsRefusedBeforeAnyRequest() async {
    for arguments in [["download", "song-1", "-o", "-"], ["cover", "c1", "-o-"]] {
      let recorder = ConsoleRecorder()
      var console = recorder.console
      console.outputIsTerminal = true
      let code = await Sunsonic.run(
        arguments: arguments, environment: [:], console: console,
        dependencies: { _ in musicValues(.unimplemented) })
      #expect(code == .usage)
      #expect(
        recorder.err
          == "sunsonic: -o -: standard output is a terminal; redirect it to a file or a pipe\n")
    }
  }

  @Test func theFileGoesToTheDescriptorWholeAndNothingStaysBehind() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out.bin")
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    let song = Song(id: "song-1", title: "T", artist: "A", suffix: "mp3")
    var client = SubsonicClient.unimplemented
    client.getSong = { _ in song }
    client.download = { _, url, _ in
      try bytes.write(to: url)
      return DownloadedFile(url: url, byteCount: Int64(bytes.count))
    }
    let store = DownloadStore(client: client)
    await store.save(
      DownloadStore.Request(songID: "song-1", target: .descriptor(descriptor, shown: "out")))
    guard case .saved(let saved) = store.state else {
      Issue.record("not saved: \(store.state)")
      return
    }
    #expect(saved.shown == "out")
    #expect(try Data(contentsOf: file) == bytes)
    // The hidden temporary the song was downloaded into (`.NAME.sunsonic-…` beside the
    // destination in the temporary folder) is gone.
    let left = try FileManager.default.contentsOfDirectory(
      atPath: FileManager.default.temporaryDirectory.path)
    #expect(!left.contains { $0.hasPrefix("." + saved.file.lastPathComponent) }, "\(left)")
  }
}
