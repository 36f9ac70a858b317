import Foundation

/// A Subsonic (and OpenSubsonic) music server: browse, search, play, annotate.
///
/// A struct of `@Sendable` closures (the Client Pattern), one per endpoint, named as the API:
/// `live` values come from `SubsonicClientLive`, ``SubsonicClientKey/testValue`` fails any test
/// that calls it, and ``preview`` answers the fixed ``PreviewValues`` with no network.
/// Every endpoint throws ``SubsonicError`` only; an endpoint the server does not implement
/// throws ``SubsonicError/notSupported(endpoint:)``, an item it does not have the API's error 70
/// or ``SubsonicError/itemNotFound(kind:item:)``.
public struct SubsonicClient: Sendable {
  // MARK: System

  /// Checks that the server answers and accepts the credentials; returns what the
  /// response envelope says about the server.
  public var ping: @Sendable () async throws -> ServerInfo

  /// The OpenSubsonic extensions the server supports. A classic server (supysonic) throws
  /// ``SubsonicError/notSupported(endpoint:)``.
  public var getOpenSubsonicExtensions: @Sendable () async throws -> [OpenSubsonicExtension]

  /// Who the API key in use belongs to (OpenSubsonic extension `apiKeyAuthentication`). A
  /// server without the extension throws ``SubsonicError/notSupported(endpoint:)``.
  public var tokenInfo: @Sendable () async throws -> TokenInfo

  // MARK: Browsing

  /// The top-level folders the server scans, to narrow the listings that take a
  /// ``MusicFolderID`` (``narrowed(_:toFolder:)``).
  public var getMusicFolders: @Sendable () async throws -> [MusicFolder]

  /// The file tree's top-level directories by index letter, in one folder or all (`nil`).
  public var getIndexes:
    @Sendable (_ musicFolderID: MusicFolderID?) async throws -> [DirectoryIndex]

  /// One directory of the file tree with its subdirectories and songs.
  public var getMusicDirectory: @Sendable (_ id: DirectoryID) async throws -> Directory

  /// Every genre with its song and album counts.
  public var getGenres: @Sendable () async throws -> [Genre]

  /// Every artist (by ID3 tags) by index letter, in one folder or all (`nil`).
  public var getArtists: @Sendable (_ musicFolderID: MusicFolderID?) async throws -> [ArtistIndex]

  /// One artist with its ``Artist/albums``.
  public var getArtist: @Sendable (_ id: ArtistID) async throws -> Artist

  /// One album with its ``Album/songs`` in disc and track order.
  public var getAlbum: @Sendable (_ id: AlbumID) async throws -> Album

  /// One song.
  public var getSong: @Sendable (_ id: SongID) async throws -> Song

  /// Biography, links, images and up to `similarArtistCount` similar artists of the
  /// library (the server's default, 20, when `nil`).
  public var getArtistInfo2:
    @Sendable (_ id: ArtistID, _ similarArtistCount: Int?) async throws -> ArtistInfo

  /// Notes, links and images of an album (or of the album of the song `id` names, as the
  /// API allows; this client passes album ids).
  public var getAlbumInfo2: @Sendable (_ id: AlbumID) async throws -> AlbumInfo

  /// Up to `count` songs (the server's default, 50, when `nil`) like the song, album or
  /// artist `seed` (file-tree ids), for a radio.
  public var getSimilarSongs:
    @Sendable (_ seed: SimilarSongsSeed, _ count: Int?) async throws -> [Song]

  /// Up to `count` songs (the server's default, 50, when `nil`) by the artist and similar
  /// artists of the library, for a radio.
  public var getSimilarSongs2: @Sendable (_ id: ArtistID, _ count: Int?) async throws -> [Song]

  /// The artist's most popular songs that are in the library, up to `count` (the server's
  /// default, 50, when `nil`): by name (as Last.fm knows it), or by id on a server that lists
  /// ``TopSongsArtist/byIDExtension`` (ask ``getOpenSubsonicExtensions`` first: another ignores
  /// the id).
  public var getTopSongs: @Sendable (_ artist: TopSongsArtist, _ count: Int?) async throws -> [Song]

  // MARK: Lists

  /// A page of albums of a list type: at most `size` (1...500) after skipping `offset`, in
  /// one folder or all (`nil`).
  public var getAlbumList2:
    @Sendable (_ type: AlbumListType, _ size: Int, _ offset: Int, _ musicFolderID: MusicFolderID?)
      async throws -> [Album]

  /// Random songs matching `filter`.
  public var getRandomSongs: @Sendable (_ filter: RandomSongsFilter) async throws -> [Song]

  /// A page of the genre's songs: at most `count` (1...500) after skipping `offset`.
  public var getSongsByGenre:
    @Sendable (_ genre: GenreName, _ count: Int, _ offset: Int, _ musicFolderID: MusicFolderID?)
      async throws -> [Song]

  /// What every user is playing now.
  public var getNowPlaying: @Sendable () async throws -> [NowPlayingEntry]

  /// Every starred artist, album and song (ID3), in one folder or all (`nil`).
  public var getStarred2: @Sendable (_ musicFolderID: MusicFolderID?) async throws -> Starred

  // MARK: Searching

  /// Artists, albums and songs whose names or titles match `query.text`, a page of each.
  /// An empty text matches everything.
  public var search3: @Sendable (_ query: SearchQuery) async throws -> SearchResult

  // MARK: Playlists

  /// The playlists the user can see, without entries; another user's (admins only) when
  /// `username` is set.
  public var getPlaylists: @Sendable (_ username: String?) async throws -> [Playlist]

  /// One playlist with its ``Playlist/entries``.
  public var getPlaylist: @Sendable (_ id: PlaylistID) async throws -> Playlist

  /// Creates a playlist of `songs`. Returns the new playlist, or `nil` when the server did
  /// not return it: classic servers (API before 1.14, supysonic) answer an empty ok; find it
  /// with ``getPlaylists`` by name.
  public var createPlaylist: @Sendable (_ name: String, _ songs: [SongID]) async throws -> Playlist?

  /// Renames, comments, shares, appends to or removes from a playlist.
  public var updatePlaylist:
    @Sendable (_ id: PlaylistID, _ update: PlaylistUpdate) async throws -> Void

  /// Deletes a playlist.
  public var deletePlaylist: @Sendable (_ id: PlaylistID) async throws -> Void

  // MARK: Media retrieval

  /// Streams the song, as stored or transcoded per `options`: hands its bytes to `receive` in
  /// order as they arrive (on the transport's thread; `receive` may block, which slows the
  /// transfer) and returns what was streamed once the last byte was handed over. A `receive`
  /// that throws ends the transfer with ``SubsonicError/cancelled``. An error envelope sent in
  /// place of the audio is the error it holds, and none of it reaches `receive`.
  public var stream:
    @Sendable (
      _ id: SongID, _ options: StreamOptions, _ receive: @escaping @Sendable (Data) throws -> Void
    ) async throws -> StreamedAudio

  /// Writes the original file of the song to `destination`, calling `progress` as bytes
  /// arrive (from any thread). Nothing is left at `destination` when it fails.
  public var download:
    @Sendable (
      _ id: SongID, _ destination: URL, _ progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws -> DownloadedFile

  /// A cover image, scaled by the server to `size` pixels when set.
  public var getCoverArt: @Sendable (_ id: CoverArtID, _ size: Int?) async throws -> CoverArt

  /// Plain lyrics found by artist and title; `nil` when the server has none.
  public var getLyrics: @Sendable (_ artist: String?, _ title: String?) async throws -> Lyrics?

  /// Every set of the song's lyrics, synced or plain (OpenSubsonic extension `songLyrics`);
  /// empty when the server has none. A server without the extension throws
  /// ``SubsonicError/notSupported(endpoint:)``: ask ``getOpenSubsonicExtensions`` first.
  public var getLyricsBySongId: @Sendable (_ id: SongID) async throws -> [StructuredLyrics]

  // MARK: Annotation

  /// Stars songs, albums and artists. Starring what is already starred succeeds.
  public var star: @Sendable (_ target: StarTarget) async throws -> Void

  /// Removes stars from songs, albums and artists. Unstarring what is not starred succeeds.
  public var unstar: @Sendable (_ target: StarTarget) async throws -> Void

  /// Rates a song 1...5, or removes its rating with 0. Other values throw
  /// ``SubsonicError/invalidArgument(_:)`` without asking the server.
  public var setRating: @Sendable (_ id: SongID, _ rating: Int) async throws -> Void

  /// Reports that the song was played (`submission`, which counts a play) or is playing
  /// now (`false`), at `time` or now (`nil`).
  public var scrobble:
    @Sendable (_ id: SongID, _ submission: Bool, _ time: Date?) async throws -> Void

  /// Reports the state of a song's playback (OpenSubsonic extension `playbackReport`): the
  /// server shows it as playing and counts the play from these reports, so a client that
  /// reports does not also ``scrobble``. A classic server throws ``SubsonicError/notSupported(endpoint:)``.
  public var reportPlayback:
    @Sendable (_ id: SongID, _ state: PlaybackReportState, _ positionMilliseconds: Int) async throws
      -> Void

  // MARK: Users

  /// A user and their roles.
  public var getUser: @Sendable (_ username: String) async throws -> User

  /// Every user of the server (admins only).
  public var getUsers: @Sendable () async throws -> [User]

  /// Creates a user (admins only). The API answers nothing about them: read them back with
  /// ``getUser``.
  public var createUser: @Sendable (_ user: NewUser) async throws -> Void

  /// Changes a user's e-mail address and roles (admins only).
  public var updateUser: @Sendable (_ username: String, _ update: UserUpdate) async throws -> Void

  /// Deletes a user (admins only).
  public var deleteUser: @Sendable (_ username: String) async throws -> Void

  /// Sets a user's password: one's own, or as an admin anyone's. The password goes only into
  /// the request, never into an error.
  public var changePassword:
    @Sendable (_ username: String, _ password: UserPassword) async throws -> Void

  // MARK: Bookmarks and play queue

  /// The play queue the user saved; `nil` when there is none.
  public var getPlayQueue: @Sendable () async throws -> PlayQueue?

  /// Saves the user's play queue, the song playing and how far into it.
  public var savePlayQueue:
    @Sendable (_ songs: [SongID], _ current: SongID?, _ positionMilliseconds: Int?) async throws ->
      Void

  /// The user's bookmarks.
  public var getBookmarks: @Sendable () async throws -> [Bookmark]

  /// Creates the user's bookmark of the song at `positionMilliseconds` with `comment`, or
  /// replaces the one there is.
  public var createBookmark:
    @Sendable (_ id: SongID, _ positionMilliseconds: Int, _ comment: String?) async throws -> Void

  /// Deletes the user's bookmark of the song.
  public var deleteBookmark: @Sendable (_ id: SongID) async throws -> Void

  // MARK: Library scanning

  /// Starts scanning the music folders; returns the status right after.
  public var startScan: @Sendable () async throws -> ScanStatus

  /// Whether a scan is running and how far it got.
  public var getScanStatus: @Sendable () async throws -> ScanStatus

  // MARK: Internet radio

  /// Every internet radio station the server lists, in its order.
  public var getInternetRadioStations: @Sendable () async throws -> [InternetRadioStation]

  /// Adds an internet radio station (admins only). The API answers nothing about it: find it
  /// with ``getInternetRadioStations``.
  public var createInternetRadioStation:
    @Sendable (_ station: InternetRadioStationFields) async throws -> Void

  /// Replaces a station's name, stream URL and home page (admins only).
  public var updateInternetRadioStation:
    @Sendable (_ id: InternetRadioStationID, _ station: InternetRadioStationFields) async throws ->
      Void

  /// Deletes an internet radio station (admins only).
  public var deleteInternetRadioStation:
    @Sendable (_ id: InternetRadioStationID) async throws -> Void

  // MARK: Sharing

  /// The shares the user may manage, with their songs.
  public var getShares: @Sendable () async throws -> [Share]

  /// Makes a public link to `items`, with a description and an expiry when given; returns the
  /// share, or `nil` when the server answered none.
  public var createShare:
    @Sendable (_ items: [SharedItem], _ description: String?, _ expires: Date?) async throws ->
      Share?

  /// Changes a share's description or expiry.
  public var updateShare: @Sendable (_ id: ShareID, _ update: ShareUpdate) async throws -> Void

  /// Deletes a share: its link stops working.
  public var deleteShare: @Sendable (_ id: ShareID) async throws -> Void

  // MARK: Jukebox

  /// Controls the server's jukebox, which plays on the server's own speakers (the jukebox role):
  /// its state after `action`, with its playlist for ``JukeboxAction/get``. Out-of-range
  /// indexes and gains throw ``SubsonicError/invalidArgument(_:)`` without asking the server.
  public var jukeboxControl: @Sendable (_ action: JukeboxAction) async throws -> JukeboxStatus

  // MARK: Podcasts

  /// The podcast channels the server subscribes to, with their episodes when
  /// `includeEpisodes`; only the channel `id` when given.
  public var getPodcasts:
    @Sendable (_ includeEpisodes: Bool, _ id: PodcastChannelID?) async throws -> [PodcastChannel]

  /// The most recently published episodes, at most `count` (the server's default, 20, when
  /// `nil`).
  public var getNewestPodcasts: @Sendable (_ count: Int?) async throws -> [PodcastEpisode]

  /// One episode (the OpenSubsonic `getPodcastEpisode` extension).
  public var getPodcastEpisode: @Sendable (_ id: PodcastEpisodeID) async throws -> PodcastEpisode

  /// Asks the server to check every channel for new episodes (the podcast role).
  public var refreshPodcasts: @Sendable () async throws -> Void

  /// Subscribes the server to the feed at `url` (the podcast role). The API answers nothing
  /// about it: find it with ``getPodcasts``.
  public var createPodcastChannel: @Sendable (_ url: String) async throws -> Void

  /// Unsubscribes from a channel and deletes its episodes (the podcast role).
  public var deletePodcastChannel: @Sendable (_ id: PodcastChannelID) async throws -> Void

  /// Deletes an episode from the server (the podcast role).
  public var deletePodcastEpisode: @Sendable (_ id: PodcastEpisodeID) async throws -> Void

  /// Asks the server to start downloading an episode (the podcast role).
  public var downloadPodcastEpisode: @Sendable (_ id: PodcastEpisodeID) async throws -> Void

  /// Creates a client from every endpoint.
  public init(
    ping: @escaping @Sendable () async throws -> ServerInfo,
    getOpenSubsonicExtensions: @escaping @Sendable () async throws -> [OpenSubsonicExtension],
    tokenInfo: @escaping @Sendable () async throws -> TokenInfo,
    getMusicFolders: @escaping @Sendable () async throws -> [MusicFolder],
    getIndexes: @escaping @Sendable (MusicFolderID?) async throws -> [DirectoryIndex],
    getMusicDirectory: @escaping @Sendable (DirectoryID) async throws -> Directory,
    getGenres: @escaping @Sendable () async throws -> [Genre],
    getArtists: @escaping @Sendable (MusicFolderID?) async throws -> [ArtistIndex],
    getArtist: @escaping @Sendable (ArtistID) async throws -> Artist,
    getAlbum: @escaping @Sendable (AlbumID) async throws -> Album,
    getSong: @escaping @Sendable (SongID) async throws -> Song,
    getArtistInfo2: @escaping @Sendable (ArtistID, Int?) async throws -> ArtistInfo,
    getAlbumInfo2: @escaping @Sendable (AlbumID) async throws -> AlbumInfo,
    getSimilarSongs: @escaping @Sendable (SimilarSongsSeed, Int?) async throws -> [Song],
    getSimilarSongs2: @escaping @Sendable (ArtistID, Int?) async throws -> [Song],
    getTopSongs: @escaping @Sendable (TopSongsArtist, Int?) async throws -> [Song],
    getAlbumList2:
      @escaping @Sendable (AlbumListType, Int, Int, MusicFolderID?) async throws -> [Album],
    getRandomSongs: @escaping @Sendable (RandomSongsFilter) async throws -> [Song],
    getSongsByGenre:
      @escaping @Sendable (GenreName, Int, Int, MusicFolderID?) async throws -> [Song],
    getNowPlaying: @escaping @Sendable () async throws -> [NowPlayingEntry],
    getStarred2: @escaping @Sendable (MusicFolderID?) async throws -> Starred,
    search3: @escaping @Sendable (SearchQuery) async throws -> SearchResult,
    getPlaylists: @escaping @Sendable (String?) async throws -> [Playlist],
    getPlaylist: @escaping @Sendable (PlaylistID) async throws -> Playlist,
    createPlaylist: @escaping @Sendable (String, [SongID]) async throws -> Playlist?,
    updatePlaylist: @escaping @Sendable (PlaylistID, PlaylistUpdate) async throws -> Void,
    deletePlaylist: @escaping @Sendable (PlaylistID) async throws -> Void,
    stream:
      @escaping @Sendable (
        SongID, StreamOptions, @escaping @Sendable (Data) throws -> Void
      ) async throws -> StreamedAudio,
    download:
      @escaping @Sendable (SongID, URL, @escaping @Sendable (TransferProgress) -> Void) async throws
      -> DownloadedFile,
    getCoverArt: @escaping @Sendable (CoverArtID, Int?) async throws -> CoverArt,
    getLyrics: @escaping @Sendable (String?, String?) async throws -> Lyrics?,
    getLyricsBySongId: @escaping @Sendable (SongID) async throws -> [StructuredLyrics],
    star: @escaping @Sendable (StarTarget) async throws -> Void,
    unstar: @escaping @Sendable (StarTarget) async throws -> Void,
    setRating: @escaping @Sendable (SongID, Int) async throws -> Void,
    scrobble: @escaping @Sendable (SongID, Bool, Date?) async throws -> Void,
    reportPlayback: @escaping @Sendable (SongID, PlaybackReportState, Int) async throws -> Void,
    getUser: @escaping @Sendable (String) async throws -> User,
    getUsers: @escaping @Sendable () async throws -> [User],
    createUser: @escaping @Sendable (NewUser) async throws -> Void,
    updateUser: @escaping @Sendable (String, UserUpdate) async throws -> Void,
    deleteUser: @escaping @Sendable (String) async throws -> Void,
    changePassword: @escaping @Sendable (String, UserPassword) async throws -> Void,
    getPlayQueue: @escaping @Sendable () async throws -> PlayQueue?,
    savePlayQueue: @escaping @Sendable ([SongID], SongID?, Int?) async throws -> Void,
    getBookmarks: @escaping @Sendable () async throws -> [Bookmark],
    createBookmark: @escaping @Sendable (SongID, Int, String?) async throws -> Void,
    deleteBookmark: @escaping @Sendable (SongID) async throws -> Void,
    startScan: @escaping @Sendable () async throws -> ScanStatus,
    getScanStatus: @escaping @Sendable () async throws -> ScanStatus,
    getInternetRadioStations: @escaping @Sendable () async throws -> [InternetRadioStation],
    createInternetRadioStation:
      @escaping @Sendable (InternetRadioStationFields) async throws -> Void,
    updateInternetRadioStation:
      @escaping @Sendable (InternetRadioStationID, InternetRadioStationFields) async throws -> Void,
    deleteInternetRadioStation: @escaping @Sendable (InternetRadioStationID) async throws -> Void,
    getShares: @escaping @Sendable () async throws -> [Share],
    createShare: @escaping @Sendable ([SharedItem], String?, Date?) async throws -> Share?,
    updateShare: @escaping @Sendable (ShareID, ShareUpdate) async throws -> Void,
    deleteShare: @escaping @Sendable (ShareID) async throws -> Void,
    jukeboxControl: @escaping @Sendable (JukeboxAction) async throws -> JukeboxStatus,
    getPodcasts: @escaping @Sendable (Bool, PodcastChannelID?) async throws -> [PodcastChannel],
    getNewestPodcasts: @escaping @Sendable (Int?) async throws -> [PodcastEpisode],
    getPodcastEpisode: @escaping @Sendable (PodcastEpisodeID) async throws -> PodcastEpisode,
    refreshPodcasts: @escaping @Sendable () async throws -> Void,
    createPodcastChannel: @escaping @Sendable (String) async throws -> Void,
    deletePodcastChannel: @escaping @Sendable (PodcastChannelID) async throws -> Void,
    deletePodcastEpisode: @escaping @Sendable (PodcastEpisodeID) async throws -> Void,
    downloadPodcastEpisode: @escaping @Sendable (PodcastEpisodeID) async throws -> Void
  ) {
    self.ping = ping
    self.getOpenSubsonicExtensions = getOpenSubsonicExtensions
    self.tokenInfo = tokenInfo
    self.getMusicFolders = getMusicFolders
    self.getIndexes = getIndexes
    self.getMusicDirectory = getMusicDirectory
    self.getGenres = getGenres
    self.getArtists = getArtists
    self.getArtist = getArtist
    self.getAlbum = getAlbum
    self.getSong = getSong
    self.getArtistInfo2 = getArtistInfo2
    self.getAlbumInfo2 = getAlbumInfo2
    self.getSimilarSongs = getSimilarSongs
    self.getSimilarSongs2 = getSimilarSongs2
    self.getTopSongs = getTopSongs
    self.getAlbumList2 = getAlbumList2
    self.getRandomSongs = getRandomSongs
    self.getSongsByGenre = getSongsByGenre
    self.getNowPlaying = getNowPlaying
    self.getStarred2 = getStarred2
    self.search3 = search3
    self.getPlaylists = getPlaylists
    self.getPlaylist = getPlaylist
    self.createPlaylist = createPlaylist
    self.updatePlaylist = updatePlaylist
    self.deletePlaylist = deletePlaylist
    self.stream = stream
    self.download = download
    self.getCoverArt = getCoverArt
    self.getLyrics = getLyrics
    self.getLyricsBySongId = getLyricsBySongId
    self.star = star
    self.unstar = unstar
    self.setRating = setRating
    self.scrobble = scrobble
    self.reportPlayback = reportPlayback
    self.getUser = getUser
    self.getUsers = getUsers
    self.createUser = createUser
    self.updateUser = updateUser
    self.deleteUser = deleteUser
    self.changePassword = changePassword
    self.getPlayQueue = getPlayQueue
    self.savePlayQueue = savePlayQueue
    self.getBookmarks = getBookmarks
    self.createBookmark = createBookmark
    self.deleteBookmark = deleteBookmark
    self.startScan = startScan
    self.getScanStatus = getScanStatus
    self.getInternetRadioStations = getInternetRadioStations
    self.createInternetRadioStation = createInternetRadioStation
    self.updateInternetRadioStation = updateInternetRadioStation
    self.deleteInternetRadioStation = deleteInternetRadioStation
    self.getShares = getShares
    self.createShare = createShare
    self.updateShare = updateShare
    self.deleteShare = deleteShare
    self.jukeboxControl = jukeboxControl
    self.getPodcasts = getPodcasts
    self.getNewestPodcasts = getNewestPodcasts
    self.getPodcastEpisode = getPodcastEpisode
    self.refreshPodcasts = refreshPodcasts
    self.createPodcastChannel = createPodcastChannel
    self.deletePodcastChannel = deletePodcastChannel
    self.deletePodcastEpisode = deletePodcastEpisode
    self.downloadPodcastEpisode = downloadPodcastEpisode
  }
}
