import DependencyRegistryTesting
import Foundation
import MediaFeature
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// Songs saved into a folder one after the other (the full-screen client's `d`), and the line
/// that says what it did.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SongsDownloadTests {
  private let songs = [
    Song(id: "song-1", title: "First Light", artist: "Aurora Vale", suffix: "flac"),
    Song(id: "song-2", title: "Birdsong", artist: "Aurora Vale", suffix: "flac"),
    Song(id: "song-3", title: "Dusk\u{1B}[31m", artist: "Aurora Vale", suffix: "flac"),
  ]

  /// A client whose `getSong` answers the song asked and whose `download` writes its id, or
  /// fails for `failing`.
  private func client(failing: Set<SongID> = []) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    let songs = self.songs
    client.getSong = { id in
      guard let song = songs.first(where: { $0.id == id }) else {
        throw SubsonicError.httpStatus(404)
      }
      return song
    }
    client.download = { id, url, progress in
      if failing.contains(id) { throw SubsonicError.httpStatus(503) }
      let bytes = Data(id.rawValue.utf8)
      try? bytes.write(to: url)
      progress(TransferProgress(receivedBytes: Int64(bytes.count)))
      return DownloadedFile(url: url, byteCount: Int64(bytes.count))
    }
    return client
  }

  @Test func everySongIsSavedInOrderAndAgainOnlyWhatIsMissing() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let download = SongsDownload(client: client())
    #expect(DownloadStatusLine(download: download).text == nil)
    await download.download(songs, into: folder.url, shownAs: "Music")
    guard case .finished(let outcome) = download.state else {
      Issue.record("not finished: \(download.state)")
      return
    }
    #expect(outcome.saved.map(\.song.id) == ["song-1", "song-2", "song-3"])
    #expect(outcome.failed == 0 && outcome.alreadyThere == 0)
    #expect(try folder.names().count == 3)
    #expect(DownloadStatusLine(download: download).text?.0 == "Saved 3 songs in Music")

    try FileManager.default.removeItem(at: outcome.saved[1].file)
    await download.download(songs, into: folder.url, shownAs: nil)
    #expect(
      DownloadStatusLine(download: download).text?.0
        == "Saved “Aurora Vale - Birdsong.flac”; 2 already there")
    #expect(try folder.names().count == 3)
  }

  @Test func aFailedSongIsCountedAndTheOthersGoOn() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let download = SongsDownload(client: client(failing: ["song-2"]))
    await download.download(songs, into: folder.url, shownAs: "Music")
    let line = DownloadStatusLine(download: download).text
    #expect(line?.0 == "Saved 2 songs in Music; 1 failed: \(SubsonicError.httpStatus(503))")
    #expect(line?.1 == PaneStatus.failureStyle)
    #expect(try folder.names().count == 2)  // nothing half-written beside them
  }

  @Test func theLineNamesTheSongBeingSavedWithItsPlaceAndProgress() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let (halfway, release) = (Gate(), Gate())
    var client = client()
    client.download = { _, url, progress in
      try? Data("ab".utf8).write(to: url)
      progress(TransferProgress(receivedBytes: 1_500_000, expectedBytes: 3_000_000))
      halfway.open()
      await release.wait()
      return DownloadedFile(url: url, byteCount: 2)
    }
    let download = SongsDownload(client: client)
    let running = Task {
      await download.download(Array(songs[1...]), into: folder.url, shownAs: nil)
    }
    await halfway.wait()
    await observedUntil {
      if case .downloading = download.store.state { return true }
      return false
    }
    #expect(
      DownloadStatusLine(download: download).text?.0 == "Downloading 1/2 “Birdsong” 50% (1.5 MB)")
    release.open()
    await running.value
    var buffer = ScreenBuffer(width: 40, height: 1)
    DownloadStatusLine(download: download).draw(in: &buffer, area: buffer.area)
    // The server's escape is shown escaped, never sent to the terminal.
    #expect(!buffer.cells.contains { $0.character == "\u{1B}" })
  }

  /// The line's previews: one per state, at 80 and 40 columns (golden files, re-recorded with
  /// `SUNSONIC_RECORD=1 swift test`).
  @Test func theLineForEachStateMatchesItsGoldenFiles() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let hostile = Song(
      id: "song-9",
      title: "夜明けの歌 🌅 \u{202E}desrever\u{1B}]0;owned\u{07}" + String(repeating: "long ", count: 30),
      artist: "Aurora Vale", suffix: "flac")
    var client = client(failing: ["song-2"])
    let getSong = client.getSong
    client.getSong = { id in id == hostile.id ? hostile : try await getSong(id) }
    let download = SongsDownload(client: client)
    func snapshot(_ name: String) {
      for width in [80, 40] {
        var buffer = ScreenBuffer(width: width, height: 1)
        DownloadStatusLine(download: download).draw(in: &buffer, area: buffer.area)
        expectSnapshot(buffer, named: "\(name)-\(width)x1")
      }
    }
    await download.download([songs[0]], into: folder.url, shownAs: "Music")
    snapshot("saved-one")
    await download.download(songs + [hostile], into: folder.url, shownAs: "Music")
    snapshot("saved-some-failed-some-there")
    await download.download([hostile], into: folder.url, shownAs: nil)
    snapshot("hostile-name-there")

    // Saving: the hostile title escaped and cut, the place and the progress kept.
    let release = Gate()
    var slow = client
    let fast = client.download
    slow.download = { id, url, progress in
      guard id == hostile.id else { return try await fast(id, url, progress) }
      try? Data("ab".utf8).write(to: url)
      progress(TransferProgress(receivedBytes: 2_500_000, expectedBytes: 10_000_000))
      await release.wait()
      return DownloadedFile(url: url, byteCount: 2)
    }
    let saving = SongsDownload(client: slow)
    let other = try Folder()
    defer { other.remove() }
    let running = Task {
      await saving.download([songs[0], hostile], into: other.url, shownAs: nil)
    }
    await observedUntil {
      if case .saving(_, 1, _) = saving.state, case .downloading = saving.store.state {
        return true
      }
      return false
    }
    for width in [80, 40] {
      var buffer = ScreenBuffer(width: width, height: 1)
      DownloadStatusLine(download: saving).draw(in: &buffer, area: buffer.area)
      expectSnapshot(buffer, named: "saving-hostile-name-\(width)x1")
    }
    release.open()
    await running.value
  }
}
