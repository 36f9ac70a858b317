import SubsonicClient

/// Playlists as stable JSON, for the app's `playlists --json`:
/// `{"playlists": [...]}`, each element a ``PlaylistSummaryJSON``, in the order given.
public struct PlaylistsJSON: Encodable, Sendable, Hashable {
  /// The playlists.
  public let playlists: [PlaylistSummaryJSON]

  /// The JSON of `playlists`.
  public init(_ playlists: [Playlist]) {
    self.playlists = playlists.map(PlaylistSummaryJSON.init)
  }

  /// The JSON text: keys sorted, pretty printed with two-space indents, `/` unescaped, no
  /// trailing newline. Byte-stable. Throws only what `JSONEncoder` throws.
  public func encoded() throws -> String {
    try JSONText.encode(self)
  }
}
