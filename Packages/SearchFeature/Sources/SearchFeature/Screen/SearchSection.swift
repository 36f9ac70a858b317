/// A section of the search results, in the order they are shown.
public enum SearchSection: Hashable, Sendable, CaseIterable {
  /// The artists found.
  case artists
  /// The albums found.
  case albums
  /// The songs found, every page loaded so far.
  case songs

  /// The section's title, as its header row shows it: `Artists`, `Albums`, `Songs`.
  public var title: String {
    switch self {
    case .artists: "Artists"
    case .albums: "Albums"
    case .songs: "Songs"
    }
  }
}
