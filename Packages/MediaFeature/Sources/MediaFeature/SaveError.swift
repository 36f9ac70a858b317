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
  /// Something other than a regular file (a folder, a FIFO, a device, a link) is there: `--force`
  /// replaces regular files only.
  case notRegularFile(String)
  /// The file could not be written: why, in the system's words.
  case cannotWrite(String, reason: String)
  /// An open descriptor (standard output) could not take the file: why, in the system's words.
  case cannotWriteOutput(String, reason: String)
}
