import SubsonicClient

/// The artists of an artist index (`getArtists`, grouped by letter) as one list in the index's
/// order, without copying them: a row is found through the groups' offsets.
public struct ArtistList: RandomAccessCollection, Sendable {
  private let indexes: [ArtistIndex]
  /// The row each group starts at, and one past the last row at the end.
  private let starts: [Int]

  /// The artists of `indexes`, group after group.
  public init(_ indexes: [ArtistIndex]) {
    self.indexes = indexes
    var starts = [0]
    for index in indexes { starts.append((starts.last ?? 0) + index.artists.count) }
    self.starts = starts
  }

  /// The first row: 0.
  public var startIndex: Int { 0 }
  /// One past the last row: the number of artists.
  public var endIndex: Int { starts.last ?? 0 }

  /// The artist on row `position`.
  public subscript(position: Int) -> Artist {
    precondition(indices.contains(position), "row \(position) is outside \(count) artists")
    var low = 0
    var high = indexes.count - 1
    while low < high {  // the last group that starts at or before the row
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return indexes[low].artists[position - starts[low]]
  }
}
