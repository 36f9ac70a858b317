import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// The OpenSubsonic specification's example answers in `Fixtures/OpenSubsonic/` (see its
/// README), and which endpoint each one answers.
enum OpenSubsonicExample {
  /// The examples of each endpoint, by file name without `.json`.
  static let byEndpoint: [SubsonicEndpoint: [String]] = [
    .ping: ["ping"],
    .getOpenSubsonicExtensions: ["getOpenSubsonicExtensions"],
    .tokenInfo: ["tokenInfo"],
    .getMusicFolders: ["getMusicFolders"],
    .getIndexes: ["getIndexes"],
    .getMusicDirectory: ["getMusicDirectory"],
    .getGenres: ["getGenres"],
    .getArtists: ["getArtists"],
    .getArtist: ["getArtist"],
    .getAlbum: ["getAlbum"],
    .getSong: ["getSong"],
    .getArtistInfo2: ["getArtistInfo2"],
    .getAlbumInfo2: ["getAlbumInfo2"],
    .getSimilarSongs: ["getSimilarSongs"],
    .getSimilarSongs2: ["getSimilarSongs2"],
    .getTopSongs: ["getTopSongs"],
    .getAlbumList2: ["getAlbumList2"],
    .getRandomSongs: ["getRandomSongs"],
    .getSongsByGenre: ["getSongsByGenre"],
    .getNowPlaying: ["getNowPlaying"],
    .getStarred2: ["getStarred2"],
    .search3: ["search3"],
    .getPlaylists: ["getPlaylists"],
    .getPlaylist: ["getPlaylist"],
    .createPlaylist: ["createPlaylist", "createPlaylist-before-1.14"],
    .updatePlaylist: ["updatePlaylist"],
    .deletePlaylist: ["deletePlaylist"],
    .getLyrics: ["getLyrics"],
    .getLyricsBySongId: ["getLyricsBySongId"],
    .star: ["star"],
    .unstar: ["unstar"],
    .setRating: ["setRating"],
    .scrobble: ["scrobble"],
    .reportPlayback: ["reportPlayback"],
    .getUser: ["getUser"],
    .createUser: ["createUser"],
    .updateUser: ["updateUser"],
    .deleteUser: ["deleteUser"],
    .changePassword: ["changePassword"],
    .getPlayQueue: ["getPlayQueue"],
    .savePlayQueue: ["savePlayQueue"],
    .getBookmarks: ["getBookmarks"],
    .createBookmark: ["createBookmark"],
    .deleteBookmark: ["deleteBookmark"],
    .startScan: ["startScan"],
    .getScanStatus: ["getScanStatus"],
    .getInternetRadioStations: ["getInternetRadioStations"],
    .createInternetRadioStation: ["createInternetRadioStation"],
    .updateInternetRadioStation: ["updateInternetRadioStation"],
    .deleteInternetRadioStation: ["deleteInternetRadioStation"],
    .getShares: ["getShares"],
    .createShare: ["createShare"],
    .updateShare: ["updateShare"],
    .deleteShare: ["deleteShare"],
    .jukeboxControl: ["jukeboxControl", "jukeboxControl-playlist"],
    .getPodcasts: ["getPodcasts", "getPodcasts-channel"],
    .getNewestPodcasts: ["getNewestPodcasts"],
    .getPodcastEpisode: ["getPodcastEpisode"],
    .refreshPodcasts: ["refreshPodcasts"],
    .createPodcastChannel: ["createPodcastChannel"],
    .deletePodcastChannel: ["deletePodcastChannel"],
    .deletePodcastEpisode: ["deletePodcastEpisode"],
    .downloadPodcastEpisode: ["downloadPodcastEpisode"],
  ]

  /// The endpoints whose specification page shows no JSON answer: they answer with the
  /// file's or the image's bytes; `getUsers`' page has none yet (`// TODO`).
  static let withoutJSONExample: Set<SubsonicEndpoint> = [
    .stream, .download, .getCoverArt, .getUsers,
  ]

  /// The folder of the examples.
  static func folder() throws -> URL {
    try #require(
      Bundle.module.url(forResource: "OpenSubsonic", withExtension: nil, subdirectory: "Fixtures"),
      "missing Fixtures/OpenSubsonic")
  }

  /// A `200 application/json` answer with the example `name`.
  static func response(_ name: String) throws -> HTTPResponse {
    try Fixture.response(name + ".json", in: "Fixtures/OpenSubsonic")
  }

  /// What `call` returns from a client answering with the example `name` (the endpoint's own,
  /// by default), after checking that the example belongs to `endpoint` and that the call asked
  /// `endpoint` once.
  static func answer<Value>(
    _ endpoint: SubsonicEndpoint, with name: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ call: (SubsonicClient) async throws -> Value
  ) async throws -> Value {
    let name = name ?? endpoint.rawValue
    #expect(
      byEndpoint[endpoint]?.contains(name) == true, "\(name) is not an example of \(endpoint)",
      sourceLocation: sourceLocation)
    let response = try response(name)
    let (client, log) = Harness.client { _ in response }
    let value = try await call(client)
    #expect(
      log.requests.map(\.url.lastPathComponent) == [endpoint.rawValue],
      sourceLocation: sourceLocation)
    return value
  }

  /// The instant `seconds` (and `fraction`) after 1970, UTC.
  static func utc(_ seconds: Int, _ fraction: Double = 0) -> Date {
    Date(timeIntervalSince1970: Double(seconds) + fraction)
  }
}

/// Songs that several examples list, as the specification writes them.
enum ExampleSong {
  /// `BrownSmoke` (rated, in `getSimilarSongs`, `getSimilarSongs2`, `getTopSongs`, `getRandomSongs`,
  /// `getSongsByGenre`, `getPlaylist`, `createPlaylist`).
  static let brownSmoke = Song(
    id: "300000060", title: "BrownSmoke", album: "Colorsmoke EP", albumID: "200000002",
    artist: "Synthetic", artistID: "100000002", track: 4, discNumber: 1, year: 2007,
    genre: "Electronic", duration: 304, size: 792_375, suffix: "wma",
    contentType: "audio/x-ms-wma", bitRate: 20, coverArt: "300000060",
    path:
      "Synthetic/Synthetic_-_Colorsmoke_EP-20k217-2007/04-Synthetic_-_BrownSmokeYSBM20k22khS.wma",
    userRating: 5, averageRating: 5)

  /// `Red&GreenSmoke` (not rated).
  static let redGreenSmoke = Song(
    id: "300000055", title: "Red&GreenSmoke", album: "Colorsmoke EP", albumID: "200000002",
    artist: "Synthetic", artistID: "100000002", track: 5, discNumber: 1, year: 2007,
    genre: "Electronic", duration: 400, size: 3_209_886, suffix: "mp3", contentType: "audio/mpeg",
    bitRate: 64, coverArt: "300000055",
    path:
      "Synthetic/Synthetic_-_Colorsmoke_EP-20k217-2007(1)/05-Synthetic_-_RedGreenSmokePM20k22khS_64kb.mp3"
  )

  /// `"polar expedition"` (starred, played 8 times; in `getSong`, `getStarred2`, `search3`),
  /// whose answers carry no `genre`.
  static let polarExpedition = Song(
    id: "082f435a363c32c57d5edb6a678a28d4", title: "\"polar expedition\"",
    album: "Live at The Casbah - 2005-04-29", albumID: "e8a0685e3f3ec6f251649af2b58b8617",
    artist: "The New Deal", artistID: "97e0398acf63f9fb930d7d4ce209a52b", track: 4,
    discNumber: 1, year: 2005, duration: 178, size: 19_866_778, suffix: "flac",
    contentType: "audio/flac", bitRate: 880,
    coverArt: "mf-082f435a363c32c57d5edb6a678a28d4_6410b3ce",
    path: "The New Deal/Live at The Casbah - 2005-04-29/04 - \"polar expedition\".flac",
    starred: OpenSubsonicExample.utc(1_679_910_327), playCount: 8)

  /// `Can I Help U?`, track 1 of `Forget and Remember` (in `getAlbum`; with id `1234` in
  /// `getPlayQueue`).
  static func canIHelpU(id: SongID = "300000116") -> Song {
    Song(
      id: id, title: "Can I Help U?", album: "Forget and Remember", albumID: "200000021",
      artist: "Comfort Fit", artistID: "100000036", track: 1, discNumber: 1, year: 2005,
      genre: "Hip-Hop", duration: 103, size: 2_811_819, suffix: "mp3", contentType: "audio/mpeg",
      bitRate: 216, coverArt: CoverArtID(id.rawValue),
      path: "user/Comfort Fit/Forget And Remember/1 - Can I Help U?.mp3")
  }
}
