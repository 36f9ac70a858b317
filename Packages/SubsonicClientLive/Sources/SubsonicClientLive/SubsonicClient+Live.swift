import Foundation
import HTTPTransport
import SubsonicClient

extension SubsonicClient {
  /// A client that talks to the Subsonic server at `server` through `transport`.
  ///
  /// Every request is `GET {server}/rest/{endpoint}` with `f=json`, `v=1.16.1` and
  /// `c=clientName`. Reads are idempotent (a retrying transport may repeat them); writes
  /// (star, unstar, setRating, scrobble, reportPlayback, playlist changes, play queue, bookmarks, startScan) are
  /// not, so they are never repeated blindly.
  ///
  /// Authentication: ``SubsonicCredentials/password(user:password:)`` sends a salted token
  /// (`t = md5(password + s)`, a fresh `s` every request). A server that refuses tokens
  /// (error 41, or error 10 as supysonic answers) gets the refused request again with
  /// `p=enc:…`, and the password from then on, but only over https or to a loopback host;
  /// to any other plain-http host the call throws
  /// ``SubsonicError/insecurePasswordAuthentication(host:)`` unless
  /// `allowsInsecurePasswordAuthentication` is set. ``SubsonicCredentials/apiKey(_:)`` sends
  /// `apiKey` only.
  ///
  /// Errors are ``SubsonicError`` only, and never carry a credential: not the password, its
  /// hex, a token, a salt or the API key.
  ///
  /// - Parameters:
  ///   - server: The server's validated base URL.
  ///   - credentials: Who the client is.
  ///   - transport: The HTTP transport; tests pass `HTTPTransport.fake`, the app
  ///     `HTTPTransport.live()` (optionally `.retrying()`).
  ///   - timeout: The budget of one request: for JSON calls from start to last byte; for
  ///     `stream` and `download` the longest wait for the answer to start and between chunks.
  ///   - clientName: The `c` parameter, how the server names this client.
  ///   - allowsInsecurePasswordAuthentication: Whether the password may be sent over plain
  ///     http to a host that is not loopback, when the server refuses tokens.
  ///   - memory: What earlier runs learnt of the server (it refuses tokens; it speaks an older
  ///     API), recalled at once and told what this run learns, so that a command costs one
  ///     request. ``SubsonicServerMemory/none`` by default.
  public static func live(
    server: SubsonicServer,
    credentials: SubsonicCredentials,
    transport: HTTPTransport,
    timeout: Duration = .seconds(30),
    clientName: String = "sunsonic",
    allowsInsecurePasswordAuthentication: Bool = false,
    memory: SubsonicServerMemory = .none
  ) -> SubsonicClient {
    let recalled = memory.recall(server.description, credentials.user)
    let authenticator = Authenticator(
      credentials: credentials,
      server: server,
      allowsInsecurePasswordAuthentication: allowsInsecurePasswordAuthentication,
      refusesTokens: recalled.refusesTokens && credentials.user != nil
    )
    return live(
      SubsonicConnection(
        server: server,
        transport: transport,
        timeout: timeout,
        clientName: clientName,
        authenticator: authenticator,
        memory: memory,
        recalled: recalled
      ))
  }

  /// The client whose every endpoint calls `connection`.
  static func live(_ connection: SubsonicConnection) -> SubsonicClient {
    SubsonicClient(
      ping: { try await connection.ping() },
      getOpenSubsonicExtensions: { try await connection.getOpenSubsonicExtensions() },
      tokenInfo: { try await connection.tokenInfo() },
      getMusicFolders: { try await connection.getMusicFolders() },
      getIndexes: { try await connection.getIndexes($0) },
      getMusicDirectory: { try await connection.getMusicDirectory($0) },
      getGenres: { try await connection.getGenres() },
      getArtists: { try await connection.getArtists($0) },
      getArtist: { try await connection.getArtist($0) },
      getAlbum: { try await connection.getAlbum($0) },
      getSong: { try await connection.getSong($0) },
      getArtistInfo2: { try await connection.getArtistInfo2($0, $1) },
      getAlbumInfo2: { try await connection.getAlbumInfo2($0) },
      getSimilarSongs: { try await connection.getSimilarSongs($0, $1) },
      getSimilarSongs2: { try await connection.getSimilarSongs2($0, $1) },
      getTopSongs: { try await connection.getTopSongs($0, $1) },
      getAlbumList2: { try await connection.getAlbumList2($0, $1, $2, $3) },
      getRandomSongs: { try await connection.getRandomSongs($0) },
      getSongsByGenre: { try await connection.getSongsByGenre($0, $1, $2, $3) },
      getNowPlaying: { try await connection.getNowPlaying() },
      getStarred2: { try await connection.getStarred2($0) },
      search3: { try await connection.search3($0) },
      getPlaylists: { try await connection.getPlaylists($0) },
      getPlaylist: { try await connection.getPlaylist($0) },
      createPlaylist: { try await connection.createPlaylist($0, $1) },
      updatePlaylist: { try await connection.updatePlaylist($0, $1) },
      deletePlaylist: { try await connection.deletePlaylist($0) },
      stream: { try await connection.stream($0, $1, $2) },
      download: { try await connection.download($0, $1, $2) },
      getCoverArt: { try await connection.getCoverArt($0, $1) },
      getLyrics: { try await connection.getLyrics($0, $1) },
      getLyricsBySongId: { try await connection.getLyricsBySongId($0) },
      star: { try await connection.star($0) },
      unstar: { try await connection.unstar($0) },
      setRating: { try await connection.setRating($0, $1) },
      scrobble: { try await connection.scrobble($0, $1, $2) },
      reportPlayback: { try await connection.reportPlayback($0, $1, $2) },
      getUser: { try await connection.getUser($0) },
      getUsers: { try await connection.getUsers() },
      createUser: { try await connection.createUser($0) },
      updateUser: { try await connection.updateUser($0, $1) },
      deleteUser: { try await connection.deleteUser($0) },
      changePassword: { try await connection.changePassword($0, $1) },
      getPlayQueue: { try await connection.getPlayQueue() },
      savePlayQueue: { try await connection.savePlayQueue($0, $1, $2) },
      getBookmarks: { try await connection.getBookmarks() },
      createBookmark: { try await connection.createBookmark($0, $1, $2) },
      deleteBookmark: { try await connection.deleteBookmark($0) },
      startScan: { try await connection.startScan() },
      getScanStatus: { try await connection.getScanStatus() },
      getInternetRadioStations: { try await connection.getInternetRadioStations() },
      createInternetRadioStation: { try await connection.createInternetRadioStation($0) },
      updateInternetRadioStation: { try await connection.updateInternetRadioStation($0, $1) },
      deleteInternetRadioStation: { try await connection.deleteInternetRadioStation($0) },
      getShares: { try await connection.getShares() },
      createShare: { try await connection.createShare($0, $1, $2) },
      updateShare: { try await connection.updateShare($0, $1) },
      deleteShare: { try await connection.deleteShare($0) },
      jukeboxControl: { try await connection.jukeboxControl($0) },
      getPodcasts: { try await connection.getPodcasts($0, $1) },
      getNewestPodcasts: { try await connection.getNewestPodcasts($0) },
      getPodcastEpisode: { try await connection.getPodcastEpisode($0) },
      refreshPodcasts: { try await connection.refreshPodcasts() },
      createPodcastChannel: { try await connection.createPodcastChannel($0) },
      deletePodcastChannel: { try await connection.deletePodcastChannel($0) },
      deletePodcastEpisode: { try await connection.deletePodcastEpisode($0) },
      downloadPodcastEpisode: { try await connection.downloadPodcastEpisode($0) }
    )
  }
}
