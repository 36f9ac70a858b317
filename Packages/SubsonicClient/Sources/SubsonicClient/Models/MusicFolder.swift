/// A top-level folder the server scans for music (`getMusicFolders`).
public struct MusicFolder: Sendable, Hashable {
  /// The folder's id, to restrict other requests to it.
  public var id: MusicFolderID
  /// Its display name, when the server gives one.
  public var name: String?

  /// Creates a folder.
  public init(id: MusicFolderID, name: String? = nil) {
    self.id = id
    self.name = name
  }
}
