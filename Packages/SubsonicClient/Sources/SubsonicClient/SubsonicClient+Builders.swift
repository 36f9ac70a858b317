import Foundation

extension SubsonicClient {
  /// A client whose every endpoint throws `error`.
  public static func failing(_ error: SubsonicError) -> SubsonicClient {
    throwingEveryEndpoint { _ in error }
  }

  /// `base` as a classic Subsonic server such as supysonic would answer it: the OpenSubsonic
  /// additions (lyrics by song id, token info among them), artist and album info, similar and top songs, playback reports, bookmarks, the play
  /// queue and scanning throw ``SubsonicError/notSupported(endpoint:)``, `ping` reports a classic
  /// server, and `createPlaylist` creates the playlist but returns `nil`. To preview how a
  /// feature degrades.
  public static func classicServer(_ base: SubsonicClient) -> SubsonicClient {
    var client = base
    let unsupported = throwingEveryEndpoint { SubsonicError.notSupported(endpoint: $0) }
    client.ping = {
      var info = try await base.ping()
      info.type = nil
      info.serverVersion = nil
      info.isOpenSubsonic = false
      return info
    }
    client.getOpenSubsonicExtensions = unsupported.getOpenSubsonicExtensions
    client.tokenInfo = unsupported.tokenInfo
    client.getArtistInfo2 = unsupported.getArtistInfo2
    client.getAlbumInfo2 = unsupported.getAlbumInfo2
    client.getSimilarSongs = unsupported.getSimilarSongs
    client.getSimilarSongs2 = unsupported.getSimilarSongs2
    client.getTopSongs = unsupported.getTopSongs
    client.getLyricsBySongId = unsupported.getLyricsBySongId
    client.reportPlayback = unsupported.reportPlayback
    client.createPlaylist = { name, songs in
      _ = try await base.createPlaylist(name, songs)
      return nil
    }
    client.getPlayQueue = unsupported.getPlayQueue
    client.savePlayQueue = unsupported.savePlayQueue
    client.getBookmarks = unsupported.getBookmarks
    client.createBookmark = unsupported.createBookmark
    client.deleteBookmark = unsupported.deleteBookmark
    client.startScan = unsupported.startScan
    client.getScanStatus = unsupported.getScanStatus
    return client
  }

  /// A client whose every endpoint throws `error(endpoint)`, the endpoint named as the API
  /// (`getAlbum`); the test value, ``failing(_:)`` and ``previewFailing`` are made with it.
  static func throwingEveryEndpoint(
    _ error: @escaping @Sendable (_ endpoint: String) -> any Error
  ) -> SubsonicClient {
    SubsonicClient(
      ping: { throw error("ping") },
      getOpenSubsonicExtensions: { throw error("getOpenSubsonicExtensions") },
      tokenInfo: { throw error("tokenInfo") },
      getMusicFolders: { throw error("getMusicFolders") },
      getIndexes: { _ in throw error("getIndexes") },
      getMusicDirectory: { _ in throw error("getMusicDirectory") },
      getGenres: { throw error("getGenres") },
      getArtists: { _ in throw error("getArtists") },
      getArtist: { _ in throw error("getArtist") },
      getAlbum: { _ in throw error("getAlbum") },
      getSong: { _ in throw error("getSong") },
      getArtistInfo2: { _, _ in throw error("getArtistInfo2") },
      getAlbumInfo2: { _ in throw error("getAlbumInfo2") },
      getSimilarSongs: { _, _ in throw error("getSimilarSongs") },
      getSimilarSongs2: { _, _ in throw error("getSimilarSongs2") },
      getTopSongs: { _, _ in throw error("getTopSongs") },
      getAlbumList2: { _, _, _, _ in throw error("getAlbumList2") },
      getRandomSongs: { _ in throw error("getRandomSongs") },
      getSongsByGenre: { _, _, _, _ in throw error("getSongsByGenre") },
      getNowPlaying: { throw error("getNowPlaying") },
      getStarred2: { _ in throw error("getStarred2") },
      search3: { _ in throw error("search3") },
      getPlaylists: { _ in throw error("getPlaylists") },
      getPlaylist: { _ in throw error("getPlaylist") },
      createPlaylist: { _, _ in throw error("createPlaylist") },
      updatePlaylist: { _, _ in throw error("updatePlaylist") },
      deletePlaylist: { _ in throw error("deletePlaylist") },
      stream: { _, _, _ in throw error("stream") },
      download: { _, _, _ in throw error("download") },
      getCoverArt: { _, _ in throw error("getCoverArt") },
      getLyrics: { _, _ in throw error("getLyrics") },
      getLyricsBySongId: { _ in throw error("getLyricsBySongId") },
      star: { _ in throw error("star") },
      unstar: { _ in throw error("unstar") },
      setRating: { _, _ in throw error("setRating") },
      scrobble: { _, _, _ in throw error("scrobble") },
      reportPlayback: { _, _, _ in throw error("reportPlayback") },
      getUser: { _ in throw error("getUser") },
      getUsers: { throw error("getUsers") },
      createUser: { _ in throw error("createUser") },
      updateUser: { _, _ in throw error("updateUser") },
      deleteUser: { _ in throw error("deleteUser") },
      changePassword: { _, _ in throw error("changePassword") },
      getPlayQueue: { throw error("getPlayQueue") },
      savePlayQueue: { _, _, _ in throw error("savePlayQueue") },
      getBookmarks: { throw error("getBookmarks") },
      createBookmark: { _, _, _ in throw error("createBookmark") },
      deleteBookmark: { _ in throw error("deleteBookmark") },
      startScan: { throw error("startScan") },
      getScanStatus: { throw error("getScanStatus") },
      getInternetRadioStations: { throw error("getInternetRadioStations") },
      createInternetRadioStation: { _ in throw error("createInternetRadioStation") },
      updateInternetRadioStation: { _, _ in throw error("updateInternetRadioStation") },
      deleteInternetRadioStation: { _ in throw error("deleteInternetRadioStation") },
      getShares: { throw error("getShares") },
      createShare: { _, _, _ in throw error("createShare") },
      updateShare: { _, _ in throw error("updateShare") },
      deleteShare: { _ in throw error("deleteShare") },
      jukeboxControl: { _ in throw error("jukeboxControl") },
      getPodcasts: { _, _ in throw error("getPodcasts") },
      getNewestPodcasts: { _ in throw error("getNewestPodcasts") },
      getPodcastEpisode: { _ in throw error("getPodcastEpisode") },
      refreshPodcasts: { throw error("refreshPodcasts") },
      createPodcastChannel: { _ in throw error("createPodcastChannel") },
      deletePodcastChannel: { _ in throw error("deletePodcastChannel") },
      deletePodcastEpisode: { _ in throw error("deletePodcastEpisode") },
      downloadPodcastEpisode: { _ in throw error("downloadPodcastEpisode") }
    )
  }
}
