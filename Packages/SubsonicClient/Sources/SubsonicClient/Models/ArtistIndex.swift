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
