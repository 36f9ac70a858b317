/// Artists filed under one index letter (`getArtists`): `"A"`, `"B"`, …, `"#"`.
public struct ArtistIndex: Sendable, Hashable {
  /// The index heading, usually one letter.
  public var name: String
  /// The artists under it, in the server's order.
  public var artists: [Artist]

  /// Creates an index entry.
  public init(name: String, artists: [Artist]) {
    self.name = name
    self.artists = artists
  }
}

extension Array where Element == ArtistIndex {
  /// Every index's artists, in order, each transformed where it lies. `flatMap(\.artists)`
  /// copies all 10,000 artists of a large library first, retaining and releasing every field of
  /// each: over half of the time of making their table. Inlinable, so that it is specialized
  /// where it is called.
  @inlinable
  public func mapArtists<T>(_ transform: (Artist) throws -> T) rethrows -> [T] {
    var result: [T] = []
    result.reserveCapacity(reduce(0) { $0 + $1.artists.count })
    for index in indices {
      for position in self[index].artists.indices {
        result.append(try transform(self[index].artists[position]))
      }
    }
    return result
  }
}
