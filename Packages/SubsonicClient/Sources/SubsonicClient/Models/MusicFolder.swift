/// A top-level folder the server scans for music. This interface knows a folder only by its
/// ``MusicFolderID``, to restrict a listing to it; it has no values of this type.
public enum MusicFolder {}
