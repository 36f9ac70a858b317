/// Why a file could not be saved where the user asked. Each case holds the text the user gave, or
/// the file's shown name (in a folder, a ``DownloadFileName`` made safe from the server's text).
public enum SaveError: Error, Sendable, Equatable {
  /// `-o` is empty or holds a control character.
  case unusableName(String)
  /// `-o` is longer than the file system allows.
  case tooLong(String)
  /// The folder `-o` names a file in does not exist.
  case missingFolder(String, folder: String)
  /// Something is already there and replacing was not asked (`--force`).
  case alreadyExists(String)
  /// The file could not be written: why (the system's words), and whether permission was denied.
  case cannotWrite(String, reason: String, permissionDenied: Bool)
}
