import JSONOutput
import SubsonicClient

/// Every artist as JSON, `{"artists": [...]}`: the index flattened in its order, each an
/// ``ArtistJSON`` (with empty `albums`); the index headings are not kept.
public struct ArtistsJSON: StableJSON, Hashable {
  /// The artists, in the index's order.
  public let artists: [ArtistJSON]

  /// The JSON of an artist index.
  public init(_ indexes: [ArtistIndex]) {
    artists = indexes.mapArtists(ArtistJSON.init)
  }
}
