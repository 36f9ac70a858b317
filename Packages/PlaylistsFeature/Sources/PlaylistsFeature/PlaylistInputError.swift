/// Why ``PlaylistStore`` refused a change without asking the server to make it.
///
/// Positions are 1-based, as ``PlaylistEntriesTable`` numbers entries: 1 is the first.
public enum PlaylistInputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name is empty or only whitespace; nothing was sent.
  case emptyName
  /// No song was given to add; nothing was sent.
  case noSongs
  /// No position was given to remove; nothing was sent.
  case noPositions
  /// These positions were given more than once (each named once, in the order first
  /// repeated); nothing was sent.
  case duplicatePositions([Int])
  /// These positions (in the order given) are outside `1...entryCount` of the playlist as just
  /// read; it was read, but nothing was changed.
  case positionsOutOfRange([Int], entryCount: Int)

  /// One line naming what was wrong.
  public var description: String {
    switch self {
    case .emptyName:
      return "the playlist name is empty: give at least one character that is not a space"
    case .noSongs:
      return "no songs given: name at least one song id"
    case .noPositions:
      return "no entry positions given: name at least one (1 is the first entry)"
    case .duplicatePositions(let positions):
      return positions.count == 1
        ? "position \(positions[0]) is given more than once"
        : "positions \(Self.list(positions)) are given more than once"
    case .positionsOutOfRange(let positions, let count):
      let which =
        positions.count == 1
        ? "position \(positions[0]) is" : "positions \(Self.list(positions)) are"
      let range: String
      switch count {
      case 0:
        range = "the playlist has no entries"
      case 1:
        range = "the playlist has 1 entry, at position 1"
      default:
        range = "the playlist has \(count) entries, at positions 1 to \(count)"
      }
      return "\(which) out of range: \(range)"
    }
  }

  private static func list(_ positions: [Int]) -> String {
    positions.map(String.init).joined(separator: ", ")
  }
}
