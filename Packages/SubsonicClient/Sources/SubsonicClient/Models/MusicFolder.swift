/// A top-level folder the server scans for music (`getMusicFolders`); listings that take a
/// ``MusicFolderID`` can be narrowed to one.
public struct MusicFolder: Sendable, Hashable {
  /// The folder's id.
  public var id: MusicFolderID
  /// Its name; `nil` when the server sent none.
  public var name: String?

  /// Creates a music folder.
  public init(id: MusicFolderID, name: String? = nil) {
    self.id = id
    self.name = name
  }
}
