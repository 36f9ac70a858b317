import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Synchronization
import Testing

@testable import SunsonicCLI

/// `albums --type` takes every type of getAlbumList2; `random` takes a genre and years.
@MainActor
struct ListFilterCommandTests {
  @Test func everyAlbumListTypeIsAsked() async {
    let asked = Mutex<[String]>([])
    var client = SubsonicClient.inMemory()
    let list = client.getAlbumList2
    client.getAlbumList2 = { type, size, offset, folder in
      asked.withLock { $0.append(type.name) }
      return try await list(type, size, offset, folder)
    }
    let types: [[String]] = [
      [], ["--type", "random"], ["--type", "highest"], ["--type", "frequent"],
      ["--type", "recent"], ["--type", "starred"], ["--type", "alphabetical"],
      ["--type", "alphabetical-by-artist"], ["--type", "by-year", "--from", "1", "--to", "9"],
      ["--type", "by-genre", "--genre", "Jazz"],
    ]
    for arguments in types {
      let run = await runSunsonic(["albums"] + arguments, with: musicValues(client))
      #expect(run.code == .success, "\(arguments): \(run.err)")
    }
    #expect(
      asked.withLock { $0 } == [
        "newest", "random", "highest", "frequent", "recent", "starred", "alphabeticalByName",
        "alphabeticalByArtist", "byYear", "byGenre",
      ])
    #expect(Set(asked.withLock { $0 }).count == 10, "every type of the API")
  }

  @Test func theHighestRatedComeFirst() async throws {
    let run = await runSunsonic(["albums", "--type", "highest", "--json"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    #expect(object["type"] as? String == "highest")
  }

  @Test func randomSongsOfAGenreAndYears() async throws {
    let asked = Mutex<[RandomSongsFilter]>([])
    var client = SubsonicClient.inMemory()
    let random = client.getRandomSongs
    client.getRandomSongs = { filter in
      asked.withLock { $0.append(filter) }
      return try await random(filter)
    }
    let run = await runSunsonic(
      ["random", "--genre", "Jazz", "--from", "2015", "--to", "2020", "--size", "4", "--json"],
      with: musicValues(client))
    #expect(run.code == .success, "\(run.err)")
    #expect(
      asked.withLock { $0 } == [
        RandomSongsFilter(size: 4, genre: "Jazz", fromYear: 2015, toYear: 2020)
      ])
    let plain = await runSunsonic(["random"], with: musicValues(client))
    #expect(plain.code == .success, "\(plain.err)")
    #expect(asked.withLock { $0.last } == RandomSongsFilter(size: 10))
  }

  @Test func badRandomFiltersAreRefusedBeforeAnyRequest() async {
    let cases: [([String], String)] = [
      (["--from", "2021", "--to", "2020"], "sunsonic: --from 2021 is after --to 2020\n"),
      (["--from", "0"], "sunsonic: --from \"0\": not a year from 1 to 9999\n"),
      (["--to", "abc"], "sunsonic: --to \"abc\": not a year from 1 to 9999\n"),
      (["--genre", " "], "sunsonic: --genre \" \": empty\n"),
    ]
    for (arguments, message) in cases {
      let run = await runSunsonic(["random"] + arguments, with: musicValues(.unimplemented))
      #expect(run.code == .usage, "\(arguments)")
      #expect(run.err == message)
    }
  }
}
