import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Synchronization
import Testing

@testable import SunsonicCLI

/// Every command that takes an artist, album, song or playlist takes its name too: case and
/// diacritics ignored, several matches listed on stderr (exit 64), none exit 66; an id's shape
/// is tried as an id first, with no search.
@MainActor
struct LookupCommandTests {
  @Test(arguments: [
    (["album", "dawn chorus"], "Dawn Chorus (album-1)"),
    (["album", "DÂWN CHORUS"], "Dawn Chorus (album-1)"),
    (["artist", "aurora vale"], "Aurora Vale (artist-1)"),
    (["song", "First Light"], "Title:           First Light"),
    (["playlist", "morning mix"], "Morning Mix (playlist-1)"),
  ])
  func namesFindTheirItem(arguments: [String], line: String) async {
    let run = await runSunsonic(arguments, with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.split(separator: "\n").first.map(String.init) == line)
  }

  @Test func severalMatchesAreListedThenExit64() async {
    let run = await runSunsonic(["song", "light"], with: musicValues())
    #expect(run.code == .usage)
    #expect(run.out.isEmpty)
    let lines = run.err.split(separator: "\n").map(String.init)
    #expect(lines.first == "Name         Artist            Year  ID")
    #expect(lines.contains { $0.hasPrefix("First Light") && $0.hasSuffix("song-1") })
    #expect(lines.contains { $0.hasPrefix("Half Light") && $0.hasSuffix("song-13") })
    #expect(
      lines.last == "sunsonic: \"light\" names 2 songs (above): give one's id or its whole name")
  }

  @Test func itemsThatShareAWholeNameAskForAnID() async {
    let values = musicValues()
    let made = await runSunsonic(["playlist", "create", "Morning Mix"], with: values)
    #expect(made.code == .success, "\(made.err)")
    let run = await runSunsonic(["playlist", "Morning Mix"], with: values)
    #expect(run.code == .usage)
    #expect(
      run.err.split(separator: "\n").last
        == "sunsonic: \"Morning Mix\" names 2 playlists (above): they share that name, so give one's id"
    )
  }

  @Test func noMatchIsExit66() async {
    let run = await runSunsonic(["album", "no such album"], with: musicValues())
    #expect(run.code == .notFound)
    #expect(run.err == "sunsonic: no album named \"no such album\" or with that id\n")
  }

  @Test func writesTakeNamesToo() async {
    let values = musicValues()
    let starred = await runSunsonic(["star", "first light"], with: values)
    #expect(starred.out == "starred song song-1\n", "\(starred.err)")
    let rated = await runSunsonic(["rate", "half light", "4"], with: values)
    #expect(rated.out == "rated song song-13 4/5\n", "\(rated.err)")
    let added = await runSunsonic(
      ["playlist", "add", "morning mix", "first light", "--json"], with: values)
    #expect(added.code == .success, "\(added.err)")
  }

  /// `1984` has an id's shape: tried as an id (one request), then, not found, as a name.
  @Test func aNameShapedLikeAnIDIsFoundAfterTheIDIsNot() async {
    let asked = Mutex<[String]>([])
    var client = SubsonicClient.unimplemented
    client.getSong = { id in
      asked.withLock { $0.append("getSong \(id.rawValue)") }
      guard id == "s-7" else { throw SubsonicError.api(SubsonicAPIError(code: .notFound)) }
      return Song(id: "s-7", title: "1984")
    }
    client.search3 = { query in
      asked.withLock { $0.append("search3 \(query.text)") }
      return SearchResult(songs: [Song(id: "s-7", title: "1984")])
    }
    let run = await runSunsonic(["song", "1984"], with: musicValues(client))
    #expect(run.code == .success, "\(run.err)")
    #expect(asked.withLock { $0 } == ["getSong 1984", "search3 1984", "getSong s-7"])
    let id = await runSunsonic(["song", "s-7"], with: musicValues(client))
    #expect(id.code == .success)
    #expect(asked.withLock { $0.count } == 4, "an id that is found costs one request")
  }
}
