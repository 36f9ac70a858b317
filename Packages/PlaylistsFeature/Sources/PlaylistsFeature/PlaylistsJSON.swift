import JSONOutput
import MusicPresentation
import SubsonicClient

/// Playlists as stable JSON, for the app's `playlists --json`:
/// `{"playlists": [...]}`, each element a ``PlaylistSummaryJSON``, in the order given.
public struct PlaylistsJSON: StableJSON, Hashable {
  /// The playlists.
  public let playlists: [PlaylistSummaryJSON]

  /// The JSON of `playlists`.
  public init(_ playlists: [Playlist]) {
    self.playlists = playlists.map(PlaylistSummaryJSON.init)
  }
}
