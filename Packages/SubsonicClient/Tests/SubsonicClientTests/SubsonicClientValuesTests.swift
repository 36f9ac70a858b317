import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import SubsonicClient
import Testing

@Suite(.dependencies)
struct SubsonicClientValuesTests {
  static let stationFields = InternetRadioStationFields(name: "x", streamURL: "http://x")

  /// One call of every endpoint, named as the API.
  static func everyEndpoint(
    of client: SubsonicClient
  ) -> [(String, @Sendable () async throws -> Void)] {
    let destination = FileManager.default.temporaryDirectory
      .appendingPathComponent("subsonic-client-values-\(UUID().uuidString).mp3")
    return [
      ("ping", { _ = try await client.ping() }),
      ("getOpenSubsonicExtensions", { _ = try await client.getOpenSubsonicExtensions() }),
      ("tokenInfo", { _ = try await client.tokenInfo() }),
      ("getMusicFolders", { _ = try await client.getMusicFolders() }),
      ("getIndexes", { _ = try await client.getIndexes(nil) }),
      ("getMusicDirectory", { _ = try await client.getMusicDirectory("1") }),
      ("getGenres", { _ = try await client.getGenres() }),
      ("getArtists", { _ = try await client.getArtists(nil) }),
      ("getArtist", { _ = try await client.getArtist("ar-1") }),
      ("getAlbum", { _ = try await client.getAlbum("al-1") }),
      ("getSong", { _ = try await client.getSong("so-1") }),
      ("getArtistInfo2", { _ = try await client.getArtistInfo2("ar-1", nil) }),
      ("getAlbumInfo2", { _ = try await client.getAlbumInfo2("al-1") }),
      ("getSimilarSongs", { _ = try await client.getSimilarSongs(.song("so-1"), nil) }),
      ("getSimilarSongs2", { _ = try await client.getSimilarSongs2("ar-1", nil) }),
      ("getTopSongs", { _ = try await client.getTopSongs(.name("x"), nil) }),
      ("getAlbumList2", { _ = try await client.getAlbumList2(.newest, 1, 1, nil) }),
      ("getRandomSongs", { _ = try await client.getRandomSongs(RandomSongsFilter()) }),
      ("getSongsByGenre", { _ = try await client.getSongsByGenre("Rock", 1, 1, nil) }),
      ("getNowPlaying", { _ = try await client.getNowPlaying() }),
      ("getStarred2", { _ = try await client.getStarred2(nil) }),
      ("search3", { _ = try await client.search3(SearchQuery(text: "")) }),
      ("getPlaylists", { _ = try await client.getPlaylists(nil) }),
      ("getPlaylist", { _ = try await client.getPlaylist("pl-1") }),
      ("createPlaylist", { _ = try await client.createPlaylist("x", []) }),
      ("updatePlaylist", { try await client.updatePlaylist("pl-1", PlaylistUpdate()) }),
      ("deletePlaylist", { try await client.deletePlaylist("pl-1") }),
      ("stream", { _ = try await client.stream("so-1", StreamOptions(), { _ in }) }),
      ("download", { _ = try await client.download("so-1", destination, { _ in }) }),
      ("getCoverArt", { _ = try await client.getCoverArt("co-1", nil) }),
      ("getLyrics", { _ = try await client.getLyrics(nil, nil) }),
      ("getLyricsBySongId", { _ = try await client.getLyricsBySongId("so-1") }),
      ("star", { try await client.star(.song("so-1")) }),
      ("unstar", { try await client.unstar(.song("so-1")) }),
      ("setRating", { try await client.setRating("so-1", 1) }),
      ("scrobble", { try await client.scrobble("so-1", true, nil) }),
      ("reportPlayback", { try await client.reportPlayback("so-1", .playing, 0) }),
      ("getUser", { _ = try await client.getUser("x") }),
      ("getUsers", { _ = try await client.getUsers() }),
      (
        "createUser",
        {
          try await client.createUser(
            NewUser(username: "x", password: UserPassword("p"), email: "e"))
        }
      ),
      ("updateUser", { try await client.updateUser("x", UserUpdate(email: "e")) }),
      ("deleteUser", { try await client.deleteUser("x") }),
      ("changePassword", { try await client.changePassword("x", UserPassword("p")) }),
      ("getPlayQueue", { _ = try await client.getPlayQueue() }),
      ("savePlayQueue", { try await client.savePlayQueue([], nil, nil) }),
      ("getBookmarks", { _ = try await client.getBookmarks() }),
      ("createBookmark", { try await client.createBookmark("so-1", 0, nil) }),
      ("deleteBookmark", { try await client.deleteBookmark("so-1") }),
      ("startScan", { _ = try await client.startScan() }),
      ("getScanStatus", { _ = try await client.getScanStatus() }),
      ("getInternetRadioStations", { _ = try await client.getInternetRadioStations() }),
      (
        "createInternetRadioStation",
        { try await client.createInternetRadioStation(Self.stationFields) }
      ),
      (
        "updateInternetRadioStation",
        { try await client.updateInternetRadioStation("st-1", Self.stationFields) }
      ),
      ("deleteInternetRadioStation", { try await client.deleteInternetRadioStation("st-1") }),
      ("getShares", { _ = try await client.getShares() }),
      ("createShare", { _ = try await client.createShare([.song("so-1")], nil, nil) }),
      ("updateShare", { try await client.updateShare("sh-1", ShareUpdate(expiry: .never)) }),
      ("deleteShare", { try await client.deleteShare("sh-1") }),
      ("jukeboxControl", { _ = try await client.jukeboxControl(.status) }),
      ("getPodcasts", { _ = try await client.getPodcasts(true, nil) }),
      ("getNewestPodcasts", { _ = try await client.getNewestPodcasts(nil) }),
      ("getPodcastEpisode", { _ = try await client.getPodcastEpisode("ep-1") }),
      ("refreshPodcasts", { try await client.refreshPodcasts() }),
      ("createPodcastChannel", { try await client.createPodcastChannel("https://x") }),
      ("deletePodcastChannel", { try await client.deletePodcastChannel("ch-1") }),
      ("deletePodcastEpisode", { try await client.deletePodcastEpisode("ep-1") }),
      ("downloadPodcastEpisode", { try await client.downloadPodcastEpisode("ep-1") }),
    ]
  }

  @Test func theCallListCoversEveryEndpoint() {
    let client = SubsonicClient.failing(.cancelled)
    let properties = Mirror(reflecting: client).children.compactMap(\.label)
    let called = Self.everyEndpoint(of: client).map(\.0)
    #expect(properties.count == 67)
    #expect(called == properties)
  }

  @Test func testValueFailsTheTestNamingEachEndpoint() async {
    let client = DependencyValues.current.subsonicClient
    for (name, call) in Self.everyEndpoint(of: client) {
      await withKnownIssue {
        await #expect(throws: UnimplementedEndpoint(endpoint: "SubsonicClient.\(name)")) {
          try await call()
        }
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("SubsonicClient.\(name) is unimplemented") }
      }
    }
  }

  @Test func anOverriddenEndpointAnswersAndTheOthersStillFail() async throws {
    var client = SubsonicClient.unimplemented
    client.ping = { ServerInfo(version: "1.16.1") }
    #expect(try await client.ping().version == "1.16.1")
    await withKnownIssue {
      await #expect(throws: UnimplementedEndpoint(endpoint: "SubsonicClient.getGenres")) {
        try await client.getGenres()
      }
    }
  }

  @Test func previewFailingThrowsUnreachableFromEveryEndpoint() async {
    for (name, call) in Self.everyEndpoint(of: .previewFailing) {
      await #expect(
        throws: SubsonicError.unreachable("preview: the network is switched off"),
        "\(name)"
      ) { try await call() }
    }
  }

  @Test func failingThrowsTheGivenError() async {
    let error = SubsonicError.api(SubsonicAPIError(code: .wrongCredentials, message: "Wrong"))
    for (name, call) in Self.everyEndpoint(of: .failing(error)) {
      await #expect(throws: error, "\(name)") { try await call() }
    }
  }

  @Test(.dependencies { $0.context = .preview })
  func previewContextReadsThePreviewValues() async throws {
    let client = DependencyValues.current.subsonicClient
    #expect(try await client.getAlbum("album-1") == PreviewValues.album)
    #expect(try await client.getAlbum("any id") == PreviewValues.album)
  }

  @Test func previewAnswersEveryEndpointWithItsFixedValues() async throws {
    for (name, call) in Self.everyEndpoint(of: .preview) {
      await #expect(throws: Never.self, "\(name)") { try await call() }
    }
    #expect(
      try await SubsonicClient.preview.search3(SearchQuery(text: "x")).songs == [
        PreviewValues.firstLight
      ])
    #expect(PreviewValues.album.songs.map(\.track) == [1, 2])
    #expect(
      PreviewValues.album.duration == PreviewValues.album.songs.compactMap(\.duration).reduce(0, +))
  }

}
