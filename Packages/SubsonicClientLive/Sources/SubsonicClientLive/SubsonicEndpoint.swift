/// Every API method the client calls, named as the API (`/rest/{rawValue}`), and whether it
/// changes something on the server.
enum SubsonicEndpoint: String, Sendable, CaseIterable {
  case ping
  case getOpenSubsonicExtensions
  case tokenInfo
  case getMusicFolders
  case getIndexes
  case getMusicDirectory
  case getGenres
  case getArtists
  case getArtist
  case getAlbum
  case getSong
  case getArtistInfo2
  case getAlbumInfo2
  case getSimilarSongs
  case getSimilarSongs2
  case getTopSongs
  case getAlbumList2
  case getRandomSongs
  case getSongsByGenre
  case getNowPlaying
  case getStarred2
  case search3
  case getPlaylists
  case getPlaylist
  case createPlaylist
  case updatePlaylist
  case deletePlaylist
  case stream
  case download
  case getCoverArt
  case getLyrics
  case getLyricsBySongId
  case star
  case unstar
  case setRating
  case scrobble
  case reportPlayback
  case getUser
  case getUsers
  case createUser
  case updateUser
  case deleteUser
  case changePassword
  case getPlayQueue
  case savePlayQueue
  case getBookmarks
  case createBookmark
  case deleteBookmark
  case startScan
  case getScanStatus
  case getInternetRadioStations
  case createInternetRadioStation
  case updateInternetRadioStation
  case deleteInternetRadioStation
  case getShares
  case createShare
  case updateShare
  case deleteShare
  case jukeboxControl
  case getPodcasts
  case getNewestPodcasts
  case getPodcastEpisode
  case refreshPodcasts
  case createPodcastChannel
  case deletePodcastChannel
  case deletePodcastEpisode
  case downloadPodcastEpisode

  /// Whether the call changes server state. Writes are sent as non-idempotent requests, so
  /// that the transport never repeats them on its own.
  var isWrite: Bool {
    switch self {
    case .star, .unstar, .setRating, .scrobble, .reportPlayback, .createPlaylist, .updatePlaylist,
      .deletePlaylist, .savePlayQueue, .createBookmark, .deleteBookmark, .startScan,
      .createInternetRadioStation, .updateInternetRadioStation, .deleteInternetRadioStation,
      .createUser, .updateUser, .deleteUser, .changePassword:
      return true
    case .createShare, .updateShare, .deleteShare:
      return true
    case .jukeboxControl:  // add, skip, remove, ...: never twice (get and status alike)
      return true
    case .refreshPodcasts, .createPodcastChannel, .deletePodcastChannel, .deletePodcastEpisode,
      .downloadPodcastEpisode:
      return true
    default:
      return false
    }
  }
}
