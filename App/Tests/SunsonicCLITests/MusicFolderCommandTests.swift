import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `music-folders` and `--folder NAME|ID`: the folders listed, and the listings narrowed to the
/// one named, found with one request made only when something is listed.
@MainActor
struct MusicFolderCommandTests {
  /// The in-memory server with folders `1` Music and `4` Upload, recording each request as
  /// `endpoint folder` (`-` for none).
  private struct Server {
    let log = RequestLog()
    var requests: [String] { log.requests }

    var client: SubsonicClient {
      var client = SubsonicClient.inMemory()
      let base = client
      let log = log
      client.getMusicFolders = {
        log.note("getMusicFolders")
        return [MusicFolder(id: "1", name: "Music"), MusicFolder(id: "4", name: "Upload")]
      }
      client.getArtists = { folder in
        log.note("getArtists \(folder?.rawValue ?? "-")")
        return try await base.getArtists(folder == "4" ? nil : folder)
      }
      client.getAlbumList2 = { type, size, offset, folder in
        log.note("getAlbumList2 \(folder?.rawValue ?? "-")")
        return try await base.getAlbumList2(type, size, offset, folder)
      }
      client.getAlbum = { id in
        log.note("getAlbum")
        return try await base.getAlbum(id)
      }
      return client
    }
  }

  @Test func theFoldersAreListedAsTextAndJSON() async throws {
    let server = Server()
    let run = await runSunsonic(["music-folders"], with: musicValues(server.client))
    #expect(run.code == .success, "\(run.err)")
    let rows = run.out.split(separator: "\n").map { $0.split(separator: " ") }
    #expect(rows == [["Music", "folder", "ID"], ["Music", "1"], ["Upload", "4"]])
    let json = await runSunsonic(["music-folders", "--json"], with: musicValues(server.client))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: [[String: String]]])
    #expect(
      object["musicFolders"] == [["id": "1", "name": "Music"], ["id": "4", "name": "Upload"]])
  }

  @Test func aFolderNamedOrByIdNarrowsTheListing() async {
    for given in ["upload", "4", "UPL"] {
      let server = Server()
      let run = await runSunsonic(
        ["artists", "--folder", given], with: musicValues(server.client))
      #expect(run.code == .success, "\(given): \(run.err)")
      #expect(server.requests == ["getMusicFolders", "getArtists 4"], "\(given)")
    }
    let server = Server()
    let albums = await runSunsonic(
      ["--folder", "Music", "albums", "--type", "newest"], with: musicValues(server.client))
    #expect(albums.code == .success, "\(albums.err)")
    #expect(server.requests == ["getMusicFolders", "getAlbumList2 1"])
  }

  @Test func withoutTheOptionNothingIsNarrowed() async {
    let server = Server()
    let run = await runSunsonic(["artists"], with: musicValues(server.client))
    #expect(run.code == .success, "\(run.err)")
    #expect(server.requests == ["getArtists -"])
  }

  @Test func aCommandThatListsNothingNeverLooksTheFolderUp() async {
    let server = Server()
    let run = await runSunsonic(
      ["album", "album-1", "--folder", "Music"], with: musicValues(server.client))
    #expect(run.code == .success, "\(run.err)")
    #expect(server.requests == ["getAlbum"])
  }

  @Test func anUnknownFolderIsABadValueNamingTheFolders() async {
    let server = Server()
    let run = await runSunsonic(
      ["artists", "--folder", "Podcasts"], with: musicValues(server.client))
    #expect(run.code == .usage)
    #expect(
      run.err
        == "sunsonic: invalid argument: --folder \"Podcasts\": no music folder has that name or id"
        + " (the server's: Music (1), Upload (4))\n")
    #expect(server.requests == ["getMusicFolders"])
  }

  @Test func aBadValueIsRefusedBeforeAnyRequest() async {
    for value in ["", " ", "a\u{1B}b", String(repeating: "x", count: 201)] {
      let server = Server()
      let run = await runSunsonic(
        ["artists", "--folder", value], with: musicValues(server.client))
      #expect(run.code == .usage, "\(value.prefix(5))")
      #expect(run.err.hasPrefix("sunsonic: --folder "), "\(run.err)")
      #expect(server.requests == [])
    }
  }

  @Test func thePreviewLibraryHasItsOneFolder() async {
    let run = await runSunsonic(["music-folders"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.contains("Music"))
    let narrowed = await runSunsonic(["artists", "--folder", "music"], with: musicValues())
    #expect(narrowed.code == .success, "\(narrowed.err)")
    #expect(narrowed.out.contains("Aurora Vale"))
  }
}
