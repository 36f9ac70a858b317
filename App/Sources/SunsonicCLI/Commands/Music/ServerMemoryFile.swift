import Foundation
import SubsonicClientLive

#if canImport(Glibc)
  import Glibc
#endif

/// `$XDG_STATE_HOME/sunsonic/servers` (default `~/.local/state/sunsonic/servers`): what the
/// Subsonic client learnt of each server and user (it refuses tokens; it speaks an older API),
/// so that every command costs one request. One line each:
/// `URL<TAB>USER<TAB>password|tokens<TAB>VERSION|-` (`-` for an API key's user). It holds no
/// secret. Written whole (a new file renamed over the old), mode 0600 in a folder of mode 0700;
/// read as untrusted: lines that do not parse are ignored, and so is a file over 64 KiB.
enum ServerMemoryFile {
  /// The most bytes read.
  static let maximumBytes = 65_536

  /// The file's path for `environment`, or `nil` when neither `XDG_STATE_HOME` nor `HOME` is
  /// an absolute path.
  static func path(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/sunsonic/servers"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.local/state/sunsonic/servers"
  }

  /// The client's memory kept in the file for `environment` (none without a path).
  static func memory(environment: [String: String]) -> SubsonicServerMemory {
    guard let path = path(environment: environment) else { return .none }
    return SubsonicServerMemory(
      recall: { server, user in
        read(path)[Key(server: server, user: user ?? "-")] ?? .init()
      },
      remember: { server, user, recollection in
        let key = Key(server: server, user: user ?? "-")
        guard key.isWritable else { return }
        var entries = read(path)
        entries[key] = recollection == .init() ? nil : recollection
        write(entries, to: path)
      })
  }

  /// One server and user.
  struct Key: Hashable {
    let server: String
    let user: String

    /// Whether both fit in a line of the file: no tab, line break or other control character.
    var isWritable: Bool {
      !MusicInput.hasControlCharacter(server + user) && !server.isEmpty && !user.isEmpty
    }
  }

  /// The entries in `text`; lines that do not parse are left out.
  static func parse(_ text: String) -> [Key: SubsonicServerMemory.Recollection] {
    var entries: [Key: SubsonicServerMemory.Recollection] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, ["password", "tokens"].contains(fields[2]),
        fields[3] == "-"
          || (!fields[3].isEmpty
            && fields[3].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }))
      else { continue }
      let key = Key(server: fields[0], user: fields[1])
      guard key.isWritable else { continue }
      entries[key] = .init(
        refusesTokens: fields[2] == "password", apiVersion: fields[3] == "-" ? nil : fields[3])
    }
    return entries
  }

  /// `entries` as the file's text, sorted.
  static func text(_ entries: [Key: SubsonicServerMemory.Recollection]) -> String {
    entries.filter(\.key.isWritable)
      .map { key, value in
        [
          key.server, key.user, value.refusesTokens ? "password" : "tokens",
          value.apiVersion ?? "-",
        ]
        .joined(separator: "\t")
      }
      .sorted().map { $0 + "\n" }.joined()
  }

  /// The entries of the file at `path`: only a regular file that this user owns and no one
  /// else may write (a link, a FIFO or a planted file is not read), and at most
  /// ``maximumBytes``.
  private static func read(_ path: String) -> [Key: SubsonicServerMemory.Recollection] {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return [:] }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_uid == geteuid(), status.st_mode & 0o022 == 0
    else {
      close(descriptor)
      return [:]
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    guard let data = try? handle.read(upToCount: maximumBytes + 1), data.count <= maximumBytes
    else { return [:] }
    return parse(String(decoding: data, as: UTF8.self))
  }

  /// Writes the file whole: a new file (mode 0600, a random name no one can have planted)
  /// renamed over the old; on any failure the old one stays, and the memory is simply not kept.
  private static func write(_ entries: [Key: SubsonicServerMemory.Recollection], to path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let temporary = "\(path).\(UInt64.random(in: 0...UInt64.max)).new"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    let written = (try? handle.write(contentsOf: Data(text(entries).utf8))) != nil
    let closed = close(descriptor) == 0
    guard written, closed, rename(temporary, path) == 0 else {
      unlink(temporary)
      return
    }
  }
}
