/// Which part of the search screen takes the keys.
public enum SearchFocus: Hashable, Sendable {
  /// The query line: printable characters edit the query.
  case query
  /// The results (or the state shown in their place): keys move, open, play and retry.
  case results
}
