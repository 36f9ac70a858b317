import SubsonicClient

/// The checks made before any request: pure, so that a refused change costs nothing.
enum PlaylistValidation {
  /// `.emptyName` when `name` is empty or only whitespace (line breaks included).
  static func name(_ name: String) -> PlaylistInputError? {
    name.allSatisfy(\.isWhitespace) ? .emptyName : nil
  }

  /// `.noSongs` when `songs` is empty.
  static func songs(_ songs: [SongID]) -> PlaylistInputError? {
    songs.isEmpty ? .noSongs : nil
  }

  /// `.noPositions` when `positions` is empty, `.duplicatePositions` naming each repeated
  /// position once, in the order first repeated.
  static func positions(_ positions: [Int]) -> PlaylistInputError? {
    guard !positions.isEmpty else { return .noPositions }
    var seen = Set<Int>()
    var repeated: [Int] = []
    for position in positions where !seen.insert(position).inserted {
      if !repeated.contains(position) { repeated.append(position) }
    }
    return repeated.isEmpty ? nil : .duplicatePositions(repeated)
  }

  /// `.positionsOutOfRange` naming the positions outside `1...entryCount`, in the order given.
  static func positions(_ positions: [Int], entryCount: Int) -> PlaylistInputError? {
    let outside = positions.filter { $0 < 1 || $0 > entryCount }
    return outside.isEmpty ? nil : .positionsOutOfRange(outside, entryCount: entryCount)
  }
}
