import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `shares` and `share ITEM...`, `share --update ID`, `share --delete ID` on the in-memory
/// server: the URL printed alone, writes that read back, refusals before any request.
@MainActor
struct ShareCommandTests {
  @Test func aShareByNamePrintsItsURLAndLists() async throws {
    let client = SubsonicClient.inMemory()
    let created = await runSunsonic(
      ["share", "--album", "dawn chorus", "--description", "Morning", "--expires", "2030-01-31"],
      with: musicValues(client))
    #expect(created.code == .success, "\(created.err)")
    #expect(created.out == "https://music.example.net/share/share-1\n")
    let share = try #require(try await client.getShares().first)
    #expect(share.entries.map(\.album) == Array(repeating: "Dawn Chorus", count: 4))
    #expect(share.expires == Date(timeIntervalSince1970: 1_896_048_000))
    let listed = await runSunsonic(["shares"], with: musicValues(client))
    let rows = listed.out.split(separator: "\n").map { $0.split(separator: " ") }
    #expect(rows.first == ["Share", "ID", "Songs", "Expires", "Visits", "URL"])
    #expect(
      rows.last == [
        "Morning", "share-1", "4", "2030-01-31", "00:00", "0",
        "https://music.example.net/share/share-1",
      ])
    let json = await runSunsonic(["shares", "--json"], with: musicValues(client))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: [[String: Any]]])
    #expect(object["shares"]?.first?["expires"] as? String == "2030-01-31T00:00:00Z")
    #expect((object["shares"]?.first?["songs"] as? [Any])?.count == 4)
  }

  @Test func updateAndDeleteSayWhatTheyDid() async throws {
    let client = SubsonicClient.inMemory()
    _ = try await client.createShare([.song("song-1")], nil, Date(timeIntervalSince1970: 0))
    let updated = await runSunsonic(
      ["share", "--update", "share-1", "--expires", "never", "--description", "x"],
      with: musicValues(client))
    #expect(updated.out == "updated share share-1: https://music.example.net/share/share-1\n")
    #expect(try await client.getShares().first?.expires == nil)
    let deleted = await runSunsonic(
      ["share", "--delete", "share-1", "--json"], with: musicValues(client))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(deleted.out.utf8)) as? [String: Any])
    #expect(object["action"] as? String == "delete" && object["id"] as? String == "share-1")
    #expect(try await client.getShares().isEmpty)
  }

  @Test func anUnknownShareIsNotFoundAndNothingIsSent() async {
    var client = SubsonicClient.inMemory()
    client.deleteShare = { _ in Issue.record("sent a delete") }
    let run = await runSunsonic(["share", "--delete", "share-9"], with: musicValues(client))
    #expect(run.code == .notFound)
    #expect(run.err.contains("no share with the id \"share-9\""))
  }

  @Test(arguments: [
    (["share"], "missing ITEM"),
    (["share", "song-1", "--expires", "tomorrow"], "not a date"),
    (["share", "song-1", "--expires", "never"], "not a date"),
    (["share", "song-1", "--expires", "2030-13-01"], "not a date"),
    (["share", "song-1", "--expires", "1969-12-31"], "not a date"),
    (["share", "song-1", "--description", "a\u{1B}[2Jb"], "control character"),
    (["share", "--update", "share-1"], "nothing to change"),
    (["share", "--update", "--delete", "share-1"], "exclude each other"),
    (["share", "--delete", "share-1", "--album"], "does not go with --delete"),
    (["share", "--delete", "share-1", "share-2"], "unexpected argument"),
    (["share", "--delete"], "missing ID"),
    (["shares", "x"], "unexpected argument"),
  ])
  func badUsageIsRefusedBeforeAnyRequest(_ arguments: [String], _ message: String) async {
    let run = await runSunsonic(arguments, with: musicValues(SubsonicClient.unimplemented))
    #expect(run.code == .usage, "\(run.err)")
    #expect(run.err.contains(message), "\(run.err)")
  }
}
