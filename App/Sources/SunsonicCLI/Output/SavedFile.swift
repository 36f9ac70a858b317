import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where `download` and `cover` put files: never over an existing file unless asked (`--force`),
/// and never half-written (a hidden temporary file next to the destination, moved into place
/// when complete).
enum SavedFile {
  /// The destination `--output` names, or the folder it names: checked before any request.
  enum Target: Equatable {
    /// This file.
    case file(URL)
    /// A file with the feature's default name in this folder.
    case folder(URL)
  }

  /// The target of `output` (a path as given, relative to the current folder), or the current
  /// folder when `nil`. A usage error when the text is unusable or its folder does not exist.
  static func target(_ output: String?, option: String) throws(CommandFailure) -> Target {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    guard let output else { return .folder(current) }
    if output.isEmpty || MusicInput.hasControlCharacter(output) {
      throw .usage("\(option) \(Shown.text(output)): not a usable file name")
    }
    let url = URL(fileURLWithPath: output, relativeTo: current).standardizedFileURL
    if url.lastPathComponent.utf8.count > maximumNameBytes || url.path.utf8.count > maximumPathBytes
    {
      throw .usage(
        "\(option) \(Shown.text(output)): longer than the file system allows"
          + " (\(maximumNameBytes) bytes a name, \(maximumPathBytes) a path)")
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
    {
      return .folder(url)
    }
    let parent = url.deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw .usage("\(option) \(Shown.text(output)): the folder \(parent.path) does not exist")
    }
    return .file(url)
  }

  /// A usage error when something is at `url` and `force` was not given.
  static func checkFree(_ url: URL, shownAs shown: String, force: Bool) throws(CommandFailure) {
    guard !force, exists(url) else { return }
    throw alreadyThere(shown)
  }

  /// `"NAME": already exists; give --force to replace it`.
  private static func alreadyThere(_ shown: String) -> CommandFailure {
    .usage("\(Shown.text(shown)): already exists; give --force to replace it")
  }

  /// The longest file name most file systems take, in bytes (NAME_MAX).
  static let maximumNameBytes = 255
  /// The longest path the system takes, in bytes (PATH_MAX, less room for the temporary name).
  static let maximumPathBytes = 3800

  /// A hidden file name next to `url` for writing before the move into place: at most 100
  /// bytes of its name, then a random suffix.
  static func temporary(next url: URL) -> URL {
    var stem = Substring(url.lastPathComponent)
    while stem.utf8.count > 100 { stem = stem.dropLast() }
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(stem).sunsonic-\(UUID().uuidString.prefix(8))", isDirectory: false)
  }

  /// Moves the complete file `temporary` to `destination`: replacing what is there when
  /// `replacing`, otherwise refusing (exit 64) if a file appeared there meanwhile. `temporary` is
  /// gone afterwards either way.
  static func place(
    _ temporary: URL, at destination: URL, shownAs shown: String, replacing: Bool
  ) throws(CommandFailure) {
    defer { try? FileManager.default.removeItem(at: temporary) }
    if replacing {
      guard rename(temporary.path, destination.path) == 0 else {
        throw failure(writing: shown, errno: errno)
      }
      return
    }
    // link(2) fails when the destination exists: no window where a file could be replaced.
    guard link(temporary.path, destination.path) == 0 else {
      let code = errno
      if code == EEXIST { throw alreadyThere(shown) }
      throw failure(writing: shown, errno: code)
    }
  }

  /// Writes `data` to `destination` whole or not at all, as ``place(_:at:shownAs:replacing:)``.
  static func write(
    _ data: Data, to destination: URL, shownAs shown: String, replacing: Bool
  ) throws(CommandFailure) {
    let temporary = temporary(next: destination)
    let code = create(temporary, with: data)
    guard code == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw failure(writing: shown, errno: code)
    }
    try place(temporary, at: destination, shownAs: shown, replacing: replacing)
  }

  /// Creates the new file `url` (never over an existing one) holding `data`, flushed to disk;
  /// answers 0, or the `errno` of what failed.
  private static func create(_ url: URL, with data: Data) -> Int32 {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { bytes in
        systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += count
    }
    return fsync(descriptor) == 0 ? 0 : errno
  }

  /// Whether anything (a file, a folder, a dangling link) is at `url`.
  static func exists(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0
  }

  /// A file that could not be written: 77 when permission was denied, else 69.
  private static func failure(writing shown: String, errno code: Int32) -> CommandFailure {
    let reason = code == 0 ? "write failed" : String(cString: strerror(code))
    let permission = [EACCES, EPERM, EROFS].contains(code)
    return CommandFailure(
      "cannot write \(Shown.text(shown)): \(reason)",
      exitCode: permission ? .permission : .unavailable)
  }
}

/// write(2), out of reach of ``SavedFile/write(_:to:shownAs:replacing:)``'s name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
