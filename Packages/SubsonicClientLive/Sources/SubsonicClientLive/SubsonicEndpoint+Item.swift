import SubsonicClient

/// The one item a call names, as a message shows it: what it is (`cover art`) and how the call
/// named it (its id; artist and title for lyrics).
struct RequestedItem: Sendable, Equatable {
  /// What the item is: `song`, `album`, `cover art`, `lyrics`...
  var kind: String
  /// How the call named it: the id sent; `Artist – Title` for lyrics.
  var name: String

  /// The error that says the server does not have it.
  var notFound: SubsonicError { .itemNotFound(kind: kind, item: name) }
}

extension SubsonicEndpoint {
  /// The item a call of this endpoint with `parameters` names, for the endpoints that name one
  /// (by id; `getLyrics` by artist and title); `nil` for the others (`ping`, lists, search,
  /// `star` with its several ids) and for a call that sent no id.
  func item(in parameters: QueryParameters) -> RequestedItem? {
    let named: (kind: String, parameter: String)
    switch self {
    case .getCoverArt: named = ("cover art", "id")
    case .stream, .download, .getSong, .scrobble: named = ("song", "id")
    case .getAlbum, .getAlbumInfo2: named = ("album", "id")
    case .getArtist, .getArtistInfo2, .getSimilarSongs2, .getTopSongs: named = ("artist", "id")
    case .getMusicDirectory: named = ("directory", "id")
    case .getPlaylist, .deletePlaylist: named = ("playlist", "id")
    case .updatePlaylist: named = ("playlist", "playlistId")
    case .updateInternetRadioStation, .deleteInternetRadioStation:
      named = ("internet radio station", "id")
    case .updateShare, .deleteShare: named = ("share", "id")
    case .getPodcasts, .deletePodcastChannel: named = ("podcast channel", "id")
    case .getPodcastEpisode, .deletePodcastEpisode, .downloadPodcastEpisode:
      named = ("podcast episode", "id")
    case .updateUser, .deleteUser, .changePassword: named = ("user", "username")
    case .setRating, .getSimilarSongs: named = ("song, album or artist", "id")
    case .getLyrics:
      let words = [parameters.first("artist"), parameters.first("title")].compactMap { $0 }
      guard !words.isEmpty else { return nil }
      return RequestedItem(kind: "lyrics", name: words.joined(separator: " – "))
    default: return nil
    }
    return parameters.first(named.parameter).map { RequestedItem(kind: named.kind, name: $0) }
  }

  /// Whether every Subsonic server has the endpoint: the classic API's reading of the library
  /// and its files, which even the smallest servers (beetstream) implement. A bare 404 from one
  /// of them, at an address where the API answers, is the item missing, not the endpoint.
  var isImplementedByEveryServer: Bool {
    switch self {
    case .ping, .getCoverArt, .stream, .download, .getSong, .getAlbum, .getArtist,
      .getMusicDirectory, .getPlaylist:
      return true
    default:
      return false
    }
  }
}
