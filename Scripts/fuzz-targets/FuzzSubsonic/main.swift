import Foundation
import FuzzSupport
import HTTPTransport
import SubsonicClient
import SubsonicClientLive

// Fuzzes the decoding of Subsonic answers through the live client's public API.
//
// Input: two selector bytes, then the body. The first byte picks the endpoint called (its
// index in `endpoints`, modulo their count; Scripts/lib/fuzz.py reads the names below, in
// order, to give each recorded fixture its endpoint). The second byte's low 3 bits pick the
// HTTP status, the next 3 bits the Content-Type, and bit 6 API-key instead of password
// credentials. A fresh client per input; downloads go to the current folder, streams nowhere.
//
// Promises checked besides "no crash": only `SubsonicError` is thrown; its description is one
// line and never holds the client's credential (the password, plain or in hex as `p=enc:`
// sends it, or the API key); an HTTP status it reports is the one answered; no transport,
// file-system or argument error comes from an answer the transport delivered.

let statuses = [200, 400, 401, 403, 404, 500, 502, 503]
let contentTypes = [
  "application/json", "application/json; charset=utf-8", "text/xml; charset=utf-8",
  "application/xml", "text/html", "text/plain", "image/png", "",
]
let server = try! SubsonicServer(string: "http://127.0.0.1:4040/music")
let password = "Tr0ub4dor&3+é=x"
let passwordHex = password.utf8.map { String(format: "%02x", $0) }.joined()
let apiKey = "ak_7f3a9c2e5b1d4e60"
let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
let destination = folder.appendingPathComponent("download.bin")

/// One endpoint: its API name and a call with arguments that use each of its parameters.
struct Endpoint: Sendable {
  let name: String
  let call: @Sendable (SubsonicClient) async throws -> Void
}

func endpoint(_ name: String, _ call: @escaping @Sendable (SubsonicClient) async throws -> Void)
  -> Endpoint
{
  Endpoint(name: name, call: call)
}

let endpoints: [Endpoint] = [
  endpoint("ping") { _ = try await $0.ping() },
  endpoint("getOpenSubsonicExtensions") { _ = try await $0.getOpenSubsonicExtensions() },
  endpoint("getIndexes") { _ = try await $0.getIndexes("1") },
  endpoint("getMusicDirectory") { _ = try await $0.getMusicDirectory("3") },
  endpoint("getGenres") { _ = try await $0.getGenres() },
  endpoint("getArtists") { _ = try await $0.getArtists(nil) },
  endpoint("getArtist") { _ = try await $0.getArtist("ar-1") },
  endpoint("getAlbum") { _ = try await $0.getAlbum("al-1") },
  endpoint("getSong") { _ = try await $0.getSong("so-1") },
  endpoint("getArtistInfo2") { _ = try await $0.getArtistInfo2("ar-1", 5) },
  endpoint("getSimilarSongs2") { _ = try await $0.getSimilarSongs2("ar-1", 20) },
  endpoint("getTopSongs") {
    _ = try await $0.getTopSongs(.name("Aurora Tones"), 3)
    _ = try await $0.getTopSongs(.id("ar-1"), 3)
  },
  endpoint("getAlbumList2") {
    _ = try await $0.getAlbumList2(.byYear(from: 2019, to: 2022), 50, 0, nil)
  },
  endpoint("getRandomSongs") {
    _ = try await $0.getRandomSongs(
      RandomSongsFilter(size: 25, genre: "Jazz", fromYear: 2000, toYear: 2020, musicFolderID: "1"))
  },
  endpoint("getSongsByGenre") { _ = try await $0.getSongsByGenre("Rock & Roll", 10, 20, nil) },
  endpoint("getNowPlaying") { _ = try await $0.getNowPlaying() },
  endpoint("getStarred2") { _ = try await $0.getStarred2(nil) },
  endpoint("search3") {
    _ = try await $0.search3(
      SearchQuery(
        text: "café", artistCount: 1, artistOffset: 2, albumCount: 3, albumOffset: 4,
        songCount: 5, songOffset: 6, musicFolderID: "1"))
  },
  endpoint("getPlaylists") { _ = try await $0.getPlaylists(nil) },
  endpoint("getPlaylist") { _ = try await $0.getPlaylist("pl-1") },
  endpoint("createPlaylist") { _ = try await $0.createPlaylist("Mix", ["so-1", "so-2"]) },
  endpoint("updatePlaylist") {
    try await $0.updatePlaylist(
      "pl-1",
      PlaylistUpdate(
        name: "New", comment: "c", isPublic: true, songsToAdd: ["so-3"],
        songIndexesToRemove: [0, 2]))
  },
  endpoint("deletePlaylist") { try await $0.deletePlaylist("pl-1") },
  endpoint("stream") {
    _ = try await $0.stream(
      "so-1", StreamOptions(maxBitRate: 128, format: "mp3", timeOffset: 30), { _ in })
  },
  endpoint("download") { _ = try await $0.download("so-1", destination, { _ in }) },
  endpoint("getCoverArt") { _ = try await $0.getCoverArt("al-1", 300) },
  endpoint("getLyrics") { _ = try await $0.getLyrics("Aurora Tones", "Updraft") },
  endpoint("star") { try await $0.star(StarTarget(songs: ["so-1"], albums: ["al-1"])) },
  endpoint("unstar") { try await $0.unstar(.artist("ar-1")) },
  endpoint("setRating") { try await $0.setRating("so-1", 4) },
  endpoint("scrobble") { try await $0.scrobble("so-1", true, Date(timeIntervalSince1970: 1e9)) },
  endpoint("reportPlayback") { try await $0.reportPlayback("so-1", .playing, 73_000) },
  endpoint("getUser") { _ = try await $0.getUser("alice") },
  endpoint("getPlayQueue") { _ = try await $0.getPlayQueue() },
  endpoint("savePlayQueue") { try await $0.savePlayQueue(["so-1", "so-2"], "so-2", 73_000) },
  endpoint("getBookmarks") { _ = try await $0.getBookmarks() },
  endpoint("createBookmark") { try await $0.createBookmark("so-1", 83_000, "chorus") },
  endpoint("deleteBookmark") { try await $0.deleteBookmark("so-1") },
  endpoint("getLyricsBySongId") { _ = try await $0.getLyricsBySongId("so-1") },
  endpoint("startScan") { _ = try await $0.startScan() },
  endpoint("getScanStatus") { _ = try await $0.getScanStatus() },
  endpoint("getMusicFolders") { _ = try await $0.getMusicFolders() },
  endpoint("getSimilarSongs") { _ = try await $0.getSimilarSongs(.song("so-1"), 10) },
  endpoint("tokenInfo") { _ = try await $0.tokenInfo() },
  endpoint("getInternetRadioStations") { _ = try await $0.getInternetRadioStations() },
  endpoint("createInternetRadioStation") {
    try await $0.createInternetRadioStation(InternetRadioStationFields(name: "n", streamURL: "u"))
  },
  endpoint("updateInternetRadioStation") {
    try await $0.updateInternetRadioStation(
      "st-1", InternetRadioStationFields(name: "n", streamURL: "u"))
  },
  endpoint("deleteInternetRadioStation") { try await $0.deleteInternetRadioStation("st-1") },
  endpoint("getShares") { _ = try await $0.getShares() },
  endpoint("createShare") { _ = try await $0.createShare([.song("so-1")], "d", nil) },
  endpoint("updateShare") { try await $0.updateShare("sh-1", ShareUpdate(expiry: .never)) },
  endpoint("deleteShare") { try await $0.deleteShare("sh-1") },
  endpoint("getUsers") { _ = try await $0.getUsers() },
  endpoint("createUser") {
    try await $0.createUser(
      NewUser(
        username: "bob", password: UserPassword(password), email: "b@example.org",
        roles: [.jukebox: true]))
  },
  endpoint("updateUser") { try await $0.updateUser("bob", UserUpdate(roles: [.admin: false])) },
  endpoint("deleteUser") { try await $0.deleteUser("bob") },
  endpoint("changePassword") { try await $0.changePassword("bob", UserPassword(password)) },
  endpoint("jukeboxControl") { _ = try await $0.jukeboxControl(.get) },
  endpoint("getPodcasts") { _ = try await $0.getPodcasts(true, "pc-1") },
  endpoint("getNewestPodcasts") { _ = try await $0.getNewestPodcasts(20) },
  endpoint("getPodcastEpisode") { _ = try await $0.getPodcastEpisode("ep-1") },
  endpoint("refreshPodcasts") { try await $0.refreshPodcasts() },
  endpoint("createPodcastChannel") { try await $0.createPodcastChannel("https://feeds.example/a") },
  endpoint("deletePodcastChannel") { try await $0.deletePodcastChannel("ch-1") },
  endpoint("deletePodcastEpisode") { try await $0.deletePodcastEpisode("ep-1") },
  endpoint("downloadPodcastEpisode") { try await $0.downloadPodcastEpisode("ep-1") },
  endpoint("getAlbumInfo2") { _ = try await $0.getAlbumInfo2("al-1") },
]

Fuzzer.main { input in
  let bytes = [UInt8](input.prefix(2)) + [0, 0]
  let endpoint = endpoints[Int(bytes[0]) % endpoints.count]
  let status = statuses[Int(bytes[1]) & 7]
  let contentType = contentTypes[Int(bytes[1] >> 3) & 7]
  let usesKey = bytes[1] & 0x40 != 0
  let credentials: SubsonicCredentials =
    usesKey ? .apiKey(apiKey) : .password(user: "alice", password: password)
  let response = HTTPResponse(
    statusCode: status,
    headers: contentType.isEmpty ? [:] : ["Content-Type": contentType],
    body: Data(input.dropFirst(2))
  )
  let client = SubsonicClient.live(
    server: server, credentials: credentials, transport: .fake { _ in response })
  defer { unlink(destination.path) }
  do {
    try await endpoint.call(client)
  } catch let error as SubsonicError {
    // The secrets this client has; the other kind's may be in the body, quoted back legitimately.
    check(
      error, endpoint: endpoint.name, status: status,
      secrets: usesKey ? [apiKey] : [password, passwordHex])
  } catch {
    Fuzzer.fail("\(endpoint.name) threw \(type(of: error)), not SubsonicError: \(error)")
  }
}

func check(_ error: SubsonicError, endpoint: String, status: Int, secrets: [String]) {
  let description = error.description
  if description.contains(where: \.isNewline) {
    Fuzzer.fail("\(endpoint): a description of more than one line: \(String(reflecting: error))")
  }
  for secret in secrets where description.contains(secret) {
    Fuzzer.fail("\(endpoint): a credential in the error: \(String(reflecting: error))")
  }
  switch error {
  case .httpStatus(let reported), .unexpectedResponse(let reported, _):
    if reported != status {
      Fuzzer.fail("\(endpoint): the error names HTTP \(reported), the answer was \(status)")
    }
  case .api, .notSupported, .itemNotFound:
    break
  case .insecurePasswordAuthentication, .unreachable, .timedOut, .cancelled, .fileSystem,
    .invalidArgument:
    Fuzzer.fail("\(endpoint): \(String(reflecting: error)) from an answer that was delivered")
  }
}
