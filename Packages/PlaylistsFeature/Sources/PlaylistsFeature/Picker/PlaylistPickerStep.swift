/// Where the playlist picker is while it is open.
public enum PlaylistPickerStep: Hashable, Sendable {
  /// The list has the keys: "New playlist…" first, then the playlists the songs may be added to.
  case choosing
  /// The first row is a name field: the name typed so far.
  case naming(String)
  /// The songs are being added to the playlist of this name (an existing one, or one being
  /// created when `isNew`); the picker waits for the server.
  case adding(to: String, isNew: Bool)
}
