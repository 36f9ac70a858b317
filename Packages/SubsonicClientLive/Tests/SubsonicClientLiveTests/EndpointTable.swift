import Foundation
import SubsonicClient
import Testing

/// One call of every endpoint with arguments that exercise each of its parameters, and the
/// endpoint parameters it must send, in order.
struct EndpointCase: Sendable, CustomTestStringConvertible {
  /// The API method, as in `/rest/{endpoint}`.
  let endpoint: String
  /// The parameters the call sends besides the common ones, as `name=value` (decoded).
  let parameters: [String]
  /// Makes the call; `folder` is a fresh folder for files.
  let call: @Sendable (_ client: SubsonicClient, _ folder: URL) async throws -> Void

  var testDescription: String { endpoint }

  /// The writes of the API: the only calls a transport must never repeat on its own.
  static let writes: Set<String> = [
    "createShare", "updateShare", "deleteShare", "jukeboxControl",
    "refreshPodcasts", "createPodcastChannel", "deletePodcastChannel", "deletePodcastEpisode",
    "downloadPodcastEpisode",
    "star", "unstar", "setRating", "scrobble", "reportPlayback", "createPlaylist",
    "updatePlaylist", "deletePlaylist", "savePlayQueue", "createBookmark", "deleteBookmark",
    "startScan", "createInternetRadioStation", "updateInternetRadioStation",
    "deleteInternetRadioStation", "createUser", "updateUser", "deleteUser", "changePassword",
  ]

  static let all: [EndpointCase] = [
    EndpointCase(endpoint: "ping", parameters: []) { client, _ in _ = try await client.ping() },
    EndpointCase(endpoint: "getOpenSubsonicExtensions", parameters: []) { client, _ in
      _ = try await client.getOpenSubsonicExtensions()
    },
    EndpointCase(endpoint: "tokenInfo", parameters: []) { client, _ in
      _ = try await client.tokenInfo()
    },
    EndpointCase(endpoint: "getMusicFolders", parameters: []) { client, _ in
      _ = try await client.getMusicFolders()
    },
    EndpointCase(endpoint: "getIndexes", parameters: ["musicFolderId=1"]) { client, _ in
      _ = try await client.getIndexes("1")
    },
    EndpointCase(endpoint: "getMusicDirectory", parameters: ["id=3"]) { client, _ in
      _ = try await client.getMusicDirectory("3")
    },
    EndpointCase(endpoint: "getGenres", parameters: []) { client, _ in
      _ = try await client.getGenres()
    },
    EndpointCase(endpoint: "getArtists", parameters: ["musicFolderId=2"]) { client, _ in
      _ = try await client.getArtists("2")
    },
    EndpointCase(endpoint: "getArtist", parameters: ["id=ar-1"]) { client, _ in
      _ = try await client.getArtist("ar-1")
    },
    EndpointCase(endpoint: "getAlbum", parameters: ["id=al-1"]) { client, _ in
      _ = try await client.getAlbum("al-1")
    },
    EndpointCase(endpoint: "getSong", parameters: ["id=so-1"]) { client, _ in
      _ = try await client.getSong("so-1")
    },
    EndpointCase(endpoint: "getArtistInfo2", parameters: ["id=ar-1", "count=5"]) { client, _ in
      _ = try await client.getArtistInfo2("ar-1", 5)
    },
    EndpointCase(endpoint: "getAlbumInfo2", parameters: ["id=al-1"]) { client, _ in
      _ = try await client.getAlbumInfo2("al-1")
    },
    EndpointCase(endpoint: "getSimilarSongs", parameters: ["id=al-1", "count=7"]) {
      client, _ in _ = try await client.getSimilarSongs(.album("al-1"), 7)
    },
    EndpointCase(endpoint: "getSimilarSongs2", parameters: ["id=ar-1", "count=20"]) {
      client, _ in _ = try await client.getSimilarSongs2("ar-1", 20)
    },
    EndpointCase(endpoint: "getTopSongs", parameters: ["artist=Aurora Tones", "count=3"]) {
      client, _ in _ = try await client.getTopSongs(.name("Aurora Tones"), 3)
    },
    EndpointCase(
      endpoint: "getAlbumList2",
      parameters: [
        "type=byYear", "fromYear=2019", "toYear=2022", "size=50", "offset=100", "musicFolderId=1",
      ]
    ) { client, _ in _ = try await client.getAlbumList2(.byYear(from: 2019, to: 2022), 50, 100, "1")
    },
    EndpointCase(
      endpoint: "getRandomSongs",
      parameters: ["size=25", "genre=Jazz", "fromYear=2000", "toYear=2020", "musicFolderId=1"]
    ) { client, _ in
      _ = try await client.getRandomSongs(
        RandomSongsFilter(size: 25, genre: "Jazz", fromYear: 2000, toYear: 2020, musicFolderID: "1")
      )
    },
    EndpointCase(
      endpoint: "getSongsByGenre", parameters: ["genre=Rock & Roll", "count=10", "offset=20"]
    ) { client, _ in _ = try await client.getSongsByGenre("Rock & Roll", 10, 20, nil) },
    EndpointCase(endpoint: "getNowPlaying", parameters: []) { client, _ in
      _ = try await client.getNowPlaying()
    },
    EndpointCase(endpoint: "getStarred2", parameters: []) { client, _ in
      _ = try await client.getStarred2(nil)
    },
    EndpointCase(
      endpoint: "search3",
      parameters: [
        "query=café", "artistCount=1", "artistOffset=2", "albumCount=3", "albumOffset=4",
        "songCount=5", "songOffset=6", "musicFolderId=1",
      ]
    ) { client, _ in
      _ = try await client.search3(
        SearchQuery(
          text: "café", artistCount: 1, artistOffset: 2, albumCount: 3, albumOffset: 4,
          songCount: 5, songOffset: 6, musicFolderID: "1"))
    },
    EndpointCase(endpoint: "getPlaylists", parameters: ["username=bob"]) { client, _ in
      _ = try await client.getPlaylists("bob")
    },
    EndpointCase(endpoint: "getPlaylist", parameters: ["id=pl-1"]) { client, _ in
      _ = try await client.getPlaylist("pl-1")
    },
    EndpointCase(
      endpoint: "createPlaylist", parameters: ["name=Mix", "songId=so-1", "songId=so-2"]
    ) { client, _ in _ = try await client.createPlaylist("Mix", ["so-1", "so-2"]) },
    EndpointCase(
      endpoint: "updatePlaylist",
      parameters: [
        "playlistId=pl-1", "name=New", "comment=c", "public=true", "songIdToAdd=so-3",
        "songIdToAdd=so-4", "songIndexToRemove=0", "songIndexToRemove=2",
      ]
    ) { client, _ in
      try await client.updatePlaylist(
        "pl-1",
        PlaylistUpdate(
          name: "New", comment: "c", isPublic: true, songsToAdd: ["so-3", "so-4"],
          songIndexesToRemove: [0, 2]))
    },
    EndpointCase(endpoint: "deletePlaylist", parameters: ["id=pl-1"]) { client, _ in
      try await client.deletePlaylist("pl-1")
    },
    EndpointCase(
      endpoint: "stream",
      parameters: ["id=so-1", "maxBitRate=128", "format=mp3", "timeOffset=83"]
    ) { client, _ in
      let options = StreamOptions(maxBitRate: 128, format: "mp3", timeOffset: 83)
      _ = try await client.stream("so-1", options, { _ in })
    },
    EndpointCase(endpoint: "download", parameters: ["id=so-1"]) { client, folder in
      _ = try await client.download("so-1", folder.appendingPathComponent("song.mp3"), { _ in })
    },
    EndpointCase(endpoint: "getCoverArt", parameters: ["id=3", "size=300"]) { client, _ in
      _ = try await client.getCoverArt("3", 300)
    },
    EndpointCase(endpoint: "getLyrics", parameters: ["artist=Aurora Tones", "title=Updraft"]) {
      client, _ in _ = try await client.getLyrics("Aurora Tones", "Updraft")
    },
    EndpointCase(endpoint: "getLyricsBySongId", parameters: ["id=so-1"]) { client, _ in
      _ = try await client.getLyricsBySongId("so-1")
    },
    EndpointCase(
      endpoint: "star", parameters: ["id=so-1", "id=so-2", "albumId=al-1", "artistId=ar-1"]
    ) { client, _ in
      try await client.star(
        StarTarget(songs: ["so-1", "so-2"], albums: ["al-1"], artists: ["ar-1"]))
    },
    EndpointCase(endpoint: "unstar", parameters: ["albumId=al-1"]) { client, _ in
      try await client.unstar(.album("al-1"))
    },
    EndpointCase(endpoint: "setRating", parameters: ["id=so-1", "rating=4"]) { client, _ in
      try await client.setRating("so-1", 4)
    },
    EndpointCase(
      endpoint: "scrobble", parameters: ["id=so-1", "submission=true", "time=1795238300500"]
    ) { client, _ in
      try await client.scrobble("so-1", true, Date(timeIntervalSince1970: 1_795_238_300.5))
    },
    EndpointCase(
      endpoint: "reportPlayback",
      parameters: ["mediaId=so-1", "mediaType=song", "positionMs=73000", "state=paused"]
    ) { client, _ in try await client.reportPlayback("so-1", .paused, 73_000) },
    EndpointCase(endpoint: "getUser", parameters: ["username=alice"]) { client, _ in
      _ = try await client.getUser("alice")
    },
    EndpointCase(endpoint: "getUsers", parameters: []) { client, _ in
      _ = try await client.getUsers()
    },
    EndpointCase(
      endpoint: "createUser",
      parameters: [
        "username=carol", "password=enc:6e657721", "email=c@example.org", "adminRole=false",
        "jukeboxRole=true",
      ]
    ) { client, _ in
      try await client.createUser(
        NewUser(
          username: "carol", password: UserPassword("new!"), email: "c@example.org",
          roles: [.jukebox: true, .admin: false]))
    },
    EndpointCase(
      endpoint: "updateUser",
      parameters: [
        "username=carol", "email=d@example.org", "downloadRole=true", "streamRole=false",
      ]
    ) { client, _ in
      try await client.updateUser(
        "carol", UserUpdate(email: "d@example.org", roles: [.stream: false, .download: true]))
    },
    EndpointCase(endpoint: "deleteUser", parameters: ["username=carol"]) { client, _ in
      try await client.deleteUser("carol")
    },
    EndpointCase(endpoint: "changePassword", parameters: ["username=carol", "password=enc:c3a9"]) {
      client, _ in try await client.changePassword("carol", UserPassword("é"))
    },
    EndpointCase(endpoint: "getPlayQueue", parameters: []) { client, _ in
      _ = try await client.getPlayQueue()
    },
    EndpointCase(
      endpoint: "savePlayQueue",
      parameters: ["id=so-1", "id=so-2", "current=so-2", "position=73000"]
    ) { client, _ in try await client.savePlayQueue(["so-1", "so-2"], "so-2", 73_000) },
    EndpointCase(endpoint: "getBookmarks", parameters: []) { client, _ in
      _ = try await client.getBookmarks()
    },
    EndpointCase(
      endpoint: "createBookmark", parameters: ["id=so-1", "position=83000", "comment=chorus"]
    ) { client, _ in try await client.createBookmark("so-1", 83_000, "chorus") },
    EndpointCase(endpoint: "deleteBookmark", parameters: ["id=so-1"]) { client, _ in
      try await client.deleteBookmark("so-1")
    },
    EndpointCase(endpoint: "startScan", parameters: []) { client, _ in
      _ = try await client.startScan()
    },
    EndpointCase(endpoint: "getScanStatus", parameters: []) { client, _ in
      _ = try await client.getScanStatus()
    },
    EndpointCase(endpoint: "getInternetRadioStations", parameters: []) { client, _ in
      _ = try await client.getInternetRadioStations()
    },
    EndpointCase(
      endpoint: "createInternetRadioStation",
      parameters: ["streamUrl=https://radio.example/live?q=1&x", "name=Tide FM"]
    ) { client, _ in
      try await client.createInternetRadioStation(
        InternetRadioStationFields(name: "Tide FM", streamURL: "https://radio.example/live?q=1&x"))
    },
    EndpointCase(
      endpoint: "updateInternetRadioStation",
      parameters: [
        "id=st-1", "streamUrl=http://radio.example/hq", "name=Tide",
        "homepageUrl=https://tide.example",
      ]
    ) { client, _ in
      try await client.updateInternetRadioStation(
        "st-1",
        InternetRadioStationFields(
          name: "Tide", streamURL: "http://radio.example/hq", homePageURL: "https://tide.example"))
    },
    EndpointCase(endpoint: "deleteInternetRadioStation", parameters: ["id=st-1"]) { client, _ in
      try await client.deleteInternetRadioStation("st-1")
    },
    EndpointCase(endpoint: "getShares", parameters: []) { client, _ in
      _ = try await client.getShares()
    },
    EndpointCase(
      endpoint: "createShare",
      parameters: ["id=so-1", "id=al-1", "description=For you & me", "expires=1800000000123"]
    ) { client, _ in
      _ = try await client.createShare(
        [.song("so-1"), .album("al-1")], "For you & me",
        Date(timeIntervalSince1970: 1_800_000_000.123))
    },
    EndpointCase(endpoint: "updateShare", parameters: ["id=sh-1", "description=x", "expires=0"]) {
      client, _ in
      try await client.updateShare("sh-1", ShareUpdate(description: "x", expiry: .never))
    },
    EndpointCase(endpoint: "deleteShare", parameters: ["id=sh-1"]) { client, _ in
      try await client.deleteShare("sh-1")
    },
    EndpointCase(
      endpoint: "jukeboxControl", parameters: ["action=skip", "index=2", "offset=30"]
    ) { client, _ in _ = try await client.jukeboxControl(.skip(index: 2, offsetSeconds: 30)) },
    EndpointCase(endpoint: "getPodcasts", parameters: ["includeEpisodes=false", "id=ch-1"]) {
      client, _ in _ = try await client.getPodcasts(false, "ch-1")
    },
    EndpointCase(endpoint: "getNewestPodcasts", parameters: ["count=5"]) { client, _ in
      _ = try await client.getNewestPodcasts(5)
    },
    EndpointCase(endpoint: "getPodcastEpisode", parameters: ["id=ep-1"]) { client, _ in
      _ = try await client.getPodcastEpisode("ep-1")
    },
    EndpointCase(endpoint: "refreshPodcasts", parameters: []) { client, _ in
      try await client.refreshPodcasts()
    },
    EndpointCase(
      endpoint: "createPodcastChannel", parameters: ["url=https://feeds.example/a?b=1&c"]
    ) { client, _ in try await client.createPodcastChannel("https://feeds.example/a?b=1&c") },
    EndpointCase(endpoint: "deletePodcastChannel", parameters: ["id=ch-1"]) { client, _ in
      try await client.deletePodcastChannel("ch-1")
    },
    EndpointCase(endpoint: "deletePodcastEpisode", parameters: ["id=ep-1"]) { client, _ in
      try await client.deletePodcastEpisode("ep-1")
    },
    EndpointCase(endpoint: "downloadPodcastEpisode", parameters: ["id=ep-1"]) { client, _ in
      try await client.downloadPodcastEpisode("ep-1")
    },
  ]
}
