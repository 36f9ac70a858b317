import Foundation
import PlayerClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder only this user can enter (0700, made by `mkdtemp`), for the player's socket and the
/// songs' files; ``remove()`` deletes it and all it holds, and so does `deinit`.
final class PrivateFolder: Sendable {
  /// The folder's absolute path.
  let path: String

  /// Makes a new folder in the temporary directory.
  init() throws(PlayerError) {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/sunsonic-player-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
      guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
      return String(cString: base)
    }
    guard let made else {
      throw .cannotStart(
        program: "mpv", reason: "no private folder: \(String(cString: strerror(errno)))")
    }
    path = made
  }

  deinit { remove() }

  /// Deletes the folder and everything in it (nothing when it is gone already).
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
