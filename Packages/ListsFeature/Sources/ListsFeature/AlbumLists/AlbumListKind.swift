import SubsonicClient

/// A kind of list on the album lists screen's top row: an album list `getAlbumList2` orders
/// (newest, recently played, …), or the genres.
public enum AlbumListKind: CaseIterable, Hashable, Sendable {
  /// The most recently added first.
  case newest
  /// The most recently played first.
  case recentlyPlayed
  /// The most often played first.
  case mostPlayed
  /// In random order (one page: the API's offset means nothing in a random order).
  case random
  /// The albums the user starred.
  case starred
  /// The highest rated first.
  case highestRated
  /// By album name, A to Z.
  case albumsByName
  /// By artist name, A to Z.
  case albumsByArtist
  /// The genres, each opening its albums.
  case genres

  /// The name on the kinds row when every name fits: `Recently played`.
  public var title: String {
    switch self {
    case .newest: "Newest"
    case .recentlyPlayed: "Recently played"
    case .mostPlayed: "Most played"
    case .random: "Random"
    case .starred: "Starred"
    case .highestRated: "Highest rated"
    case .albumsByName: "Albums A–Z"
    case .albumsByArtist: "Artists A–Z"
    case .genres: "Genres"
    }
  }

  /// The name on a narrower kinds row (80 columns): `Recent`.
  public var shortTitle: String {
    switch self {
    case .recentlyPlayed: "Recent"
    case .mostPlayed: "Frequent"
    case .highestRated: "Top rated"
    case .albumsByName: "A–Z"
    case .albumsByArtist: "By artist"
    case .newest, .random, .starred, .genres: title
    }
  }

  /// The album list the kind shows; `nil` for the genres.
  public var albumListType: AlbumListType? {
    switch self {
    case .newest: .newest
    case .recentlyPlayed: .recent
    case .mostPlayed: .frequent
    case .random: .random
    case .starred: .starred
    case .highestRated: .highest
    case .albumsByName: .alphabeticalByName
    case .albumsByArtist: .alphabeticalByArtist
    case .genres: nil
    }
  }

  /// The kind after this one on the row, the first after the last.
  public var next: AlbumListKind { Self.allCases[(position + 1) % Self.allCases.count] }

  /// The kind before this one on the row, the last before the first.
  public var previous: AlbumListKind {
    Self.allCases[(position + Self.allCases.count - 1) % Self.allCases.count]
  }

  /// The kind's place on the row, from 0.
  var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
