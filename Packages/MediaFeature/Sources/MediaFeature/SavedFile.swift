import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How `download` and `cover` put files in place: never over an existing file unless asked, and
/// never half-written (a hidden temporary file next to the destination, moved into place whole).
public enum SavedFile {
  /// Refuses when something is at `url` and `replacing` was not asked, or when what is there is
  /// not a regular file (a folder, a FIFO, a device node, a symbolic link): `--force` replaces
  /// regular files only.
  public static func checkFree(_ url: URL, shownAs shown: String, replacing: Bool)
    throws(SaveError)
  {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return }
    guard replacing else { throw .alreadyExists(shown) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(shown) }
  }

  /// A hidden file name next to `url` for writing before the move into place: at most 100 bytes
  /// of its name, then a random suffix.
  public static func temporary(next url: URL) -> URL {
    var stem = Substring(url.lastPathComponent)
    while stem.utf8.count > 100 { stem = stem.dropLast() }
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(stem).sunsonic-\(UUID().uuidString.prefix(8))", isDirectory: false)
  }

  /// Moves the complete file `temporary` to `destination`: replacing what is there when
  /// `replacing`, otherwise refusing if a file appeared there meanwhile. `temporary` is gone
  /// afterwards either way.
  public static func place(
    _ temporary: URL, at destination: URL, shownAs shown: String, replacing: Bool
  ) throws(SaveError) {
    defer { try? FileManager.default.removeItem(at: temporary) }
    if replacing {
      try checkFree(destination, shownAs: shown, replacing: true)  // it may have changed since
      guard rename(temporary.path, destination.path) == 0 else {
        throw failure(writing: shown, errno: errno)
      }
      return
    }
    // link(2) fails when the destination exists: no window where a file could be replaced.
    guard link(temporary.path, destination.path) == 0 else {
      let code = errno
      if code == EEXIST { throw .alreadyExists(shown) }
      throw failure(writing: shown, errno: code)
    }
  }

  /// Writes `data` to `destination` whole or not at all, as ``place(_:at:shownAs:replacing:)``.
  public static func write(
    _ data: Data, to destination: URL, shownAs shown: String, replacing: Bool
  ) throws(SaveError) {
    let temporary = temporary(next: destination)
    let code = create(temporary, with: data)
    guard code == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw failure(writing: shown, errno: code)
    }
    try place(temporary, at: destination, shownAs: shown, replacing: replacing)
  }

  /// Writes `data` whole to the open `descriptor` (standard output for `-o -`).
  public static func write(_ data: Data, to descriptor: Int32, shownAs shown: String)
    throws(SaveError)
  {
    let code = writeAll(data, to: descriptor)
    guard code == 0 else {
      throw .cannotWriteOutput(shown, reason: String(cString: strerror(code)))
    }
  }

  /// Writes the complete file `file` to the open `descriptor`, a megabyte at a time. The file
  /// is removed once open, so that nothing is left even when the process dies writing (SIGPIPE).
  public static func copy(_ file: URL, to descriptor: Int32, shownAs shown: String)
    throws(SaveError)
  {
    let handle = try? FileHandle(forReadingFrom: file)
    try? FileManager.default.removeItem(at: file)
    guard let handle else {
      throw .cannotWrite(shown, reason: "the downloaded file could not be read")
    }
    defer { try? handle.close() }
    while true {
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: 1 << 20) ?? Data()
      } catch {
        throw .cannotWrite(shown, reason: "the downloaded file could not be read")
      }
      if chunk.isEmpty { return }
      try write(chunk, to: descriptor, shownAs: shown)
    }
  }

  /// Creates the new file `url` (never over an existing one) holding `data`, flushed to disk;
  /// answers 0, or the `errno` of what failed.
  private static func create(_ url: URL, with data: Data) -> Int32 {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    let code = writeAll(data, to: descriptor)
    guard code == 0 else { return code }
    return fsync(descriptor) == 0 ? 0 : errno
  }

  /// Writes all of `data` to `descriptor`, retrying after signals; answers 0, or the `errno` of
  /// what failed.
  static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { bytes -> Int in
        guard let base = bytes.baseAddress else { return 0 }
        return systemWrite(descriptor, base + written, bytes.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if count == 0 { return EIO }
      written += count
    }
    return 0
  }

  /// Whether anything (a file, a folder, a dangling link) is at `url`.
  public static func exists(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0
  }

  private static func failure(writing shown: String, errno code: Int32) -> SaveError {
    .cannotWrite(shown, reason: code == 0 ? "write failed" : String(cString: strerror(code)))
  }
}

/// write(2), out of reach of ``SavedFile/write(_:to:shownAs:replacing:)``'s name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
