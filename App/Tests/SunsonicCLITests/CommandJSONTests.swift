import Foundation
import Testing

@testable import SunsonicCLI

/// `--json` for every command that changes something or writes a file: what was done, to what,
/// with every key present.
@MainActor
struct CommandJSONTests {
  @Test func pingSaysWhatAnswered() async throws {
    let run = await runSunsonic(["ping", "--json"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    let ping = try jsonObject(run.out)
    #expect(Set(ping.keys) == ["ok", "type", "serverVersion", "apiVersion", "openSubsonic"])
    #expect(ping["ok"] as? Bool == true)
    #expect(ping["apiVersion"] as? String == "1.16.1")
  }

  @Test(
    arguments: [
      (["star", "song-3"], "star", "song", "song-3", nil),
      (["unstar", "album-2", "--album"], "unstar", "album", "album-2", nil),
      (["star", "artist-1", "--artist"], "star", "artist", "artist-1", nil),
      (["rate", "song-4", "5"], "rate", "song", "song-4", 5),
      (["rate", "song-4", "0"], "rate", "song", "song-4", 0),
      (["scrobble", "song-5"], "scrobble", "song", "song-5", nil),
    ] as [([String], String, String, String, Int?)])
  func writesSayWhatChanged(
    arguments: [String], action: String, kind: String, id: String, rating: Int?
  ) async throws {
    let run = await runSunsonic(arguments + ["--json"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    let change = try jsonObject(run.out)
    #expect(Set(change.keys) == ["action", "kind", "id", "rating"])
    #expect(change["action"] as? String == action)
    #expect(change["kind"] as? String == kind)
    #expect(change["id"] as? String == id)
    #expect((change["rating"] as? Int) == rating)
    #expect(rating != nil || change["rating"] is NSNull)
  }

  @Test func aBookmarkSaysWhatWasSavedOrDeleted() async throws {
    let values = musicValues(.inMemory())
    let saved = try jsonObject(
      await runSunsonic(
        ["bookmark", "song-2", "--at", "1:02:03", "--comment", "coda", "--json"], with: values
      ).out)
    #expect(Set(saved.keys) == ["action", "song", "positionMilliseconds", "comment"])
    #expect(saved["action"] as? String == "bookmark" && saved["song"] as? String == "song-2")
    #expect(saved["positionMilliseconds"] as? Int == 3_723_000)
    #expect(saved["comment"] as? String == "coda")
    let deleted = try jsonObject(
      await runSunsonic(["bookmark", "--delete", "song-2", "--json"], with: values).out)
    #expect(Set(deleted.keys) == ["action", "song", "positionMilliseconds", "comment"])
    #expect(deleted["action"] as? String == "delete" && deleted["song"] as? String == "song-2")
    #expect(deleted["positionMilliseconds"] is NSNull && deleted["comment"] is NSNull)
  }

  @Test func fileCommandsSayWhereAndHowMuch() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let song = await runSunsonic(
      ["download", "song-1", "-o", folder.path, "--json"], with: musicValues())
    #expect(song.code == .success, "\(song.err)")
    let saved = try jsonObject(song.out)
    #expect(Set(saved.keys) == ["id", "path", "bytes", "mediaType"])
    let path = try #require(saved["path"] as? String)
    #expect(path.hasPrefix(folder.path + "/"))
    #expect(saved["bytes"] as? Int == (try Data(contentsOf: URL(fileURLWithPath: path))).count)
    let cover = await runSunsonic(
      ["cover", "cover-album-1", "-o", folder.appendingPathComponent("c.png").path, "--json"],
      with: musicValues())
    #expect(cover.code == .success, "\(cover.err)")
    let image = try jsonObject(cover.out)
    #expect(image["path"] as? String == folder.appendingPathComponent("c.png").path)
    #expect(image["mediaType"] as? String == "image/png")
    #expect(image["id"] as? String == "cover-album-1")
  }
}
