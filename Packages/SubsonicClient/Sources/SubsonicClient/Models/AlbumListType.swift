/// Which albums `getAlbumList2` lists, and in what order.
public enum AlbumListType: Sendable, Hashable {
  /// Albums in random order.
  case random
  /// The most recently added first.
  case newest
  /// The highest rated first.
  case highest
  /// The most often played first.
  case frequent
  /// The most recently played first.
  case recent
  /// By album name, A to Z.
  case alphabeticalByName
  /// By artist name, A to Z.
  case alphabeticalByArtist
  /// Starred albums.
  case starred
  /// Released in `from`...`to`, oldest first; newest first when `from` is after `to`.
  case byYear(from: Int, to: Int)
  /// Albums of one genre.
  case byGenre(GenreName)

  /// The API's `type` parameter, e.g. `alphabeticalByName`, `byYear`.
  public var name: String {
    switch self {
    case .random: return "random"
    case .newest: return "newest"
    case .highest: return "highest"
    case .frequent: return "frequent"
    case .recent: return "recent"
    case .alphabeticalByName: return "alphabeticalByName"
    case .alphabeticalByArtist: return "alphabeticalByArtist"
    case .starred: return "starred"
    case .byYear: return "byYear"
    case .byGenre: return "byGenre"
    }
  }
}
