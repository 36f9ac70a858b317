import JSONOutput
import MusicPresentation

/// What `--json` prints for the commands that change something or write a file: what was done,
/// to what, with stable keys (every key always present).
enum CommandJSON {
  /// Prints what a command did: `json` with `--json`, else `text`.
  static func report(_ json: some StableJSON, or text: String, to invocation: Invocation) throws {
    invocation.print(invocation.wantsJSON ? try json.encoded() : text)
  }

  /// `ping --json`: the server's answer.
  struct Ping: StableJSON {
    let ok = true
    /// The server's name (`navidrome`), when it says.
    let type: String?
    /// The server's version, when it says.
    let serverVersion: String?
    /// The Subsonic API version it speaks.
    let apiVersion: String
    /// Whether it speaks OpenSubsonic.
    let openSubsonic: Bool

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(ok, forKey: .ok)
      try container.encodeOrNull(type, forKey: .type)
      try container.encodeOrNull(serverVersion, forKey: .serverVersion)
      try container.encode(apiVersion, forKey: .apiVersion)
      try container.encode(openSubsonic, forKey: .openSubsonic)
    }

    private enum Keys: String, CodingKey { case ok, type, serverVersion, apiVersion, openSubsonic }
  }

  /// `star`, `unstar`, `rate`, `scrobble` with `--json`: the change made.
  struct Change: StableJSON {
    /// `star`, `unstar`, `rate` or `scrobble`.
    let action: String
    /// `song`, `album` or `artist`.
    let kind: String
    /// The item's id.
    let id: String
    /// The rating set (0 removes it), for `rate`.
    let rating: Int?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(action, forKey: .action)
      try container.encode(kind, forKey: .kind)
      try container.encode(id, forKey: .id)
      try container.encodeOrNull(rating, forKey: .rating)
    }

    private enum Keys: String, CodingKey { case action, kind, id, rating }
  }

  /// `bookmark --json`: the bookmark saved or deleted.
  struct Bookmark: StableJSON {
    /// `bookmark` or `delete`.
    let action: String
    /// The song's id.
    let song: String
    /// The position saved, in milliseconds; `null` for `delete`.
    let positionMilliseconds: Int?
    /// The comment saved; `null` when none or for `delete`.
    let comment: String?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(action, forKey: .action)
      try container.encode(song, forKey: .song)
      try container.encodeOrNull(positionMilliseconds, forKey: .positionMilliseconds)
      try container.encodeOrNull(comment, forKey: .comment)
    }

    private enum Keys: String, CodingKey { case action, song, positionMilliseconds, comment }
  }

  /// `download` and `cover` with `--json`: the file written.
  struct WrittenFile: StableJSON {
    /// The item's id.
    let id: String
    /// The file's absolute path; `null` when it went to standard output.
    let path: String?
    /// The bytes written.
    let bytes: Int64
    /// The file's media type, when the server said.
    let mediaType: String?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(id, forKey: .id)
      try container.encodeOrNull(path, forKey: .path)
      try container.encode(bytes, forKey: .bytes)
      try container.encodeOrNull(mediaType, forKey: .mediaType)
    }

    private enum Keys: String, CodingKey { case id, path, bytes, mediaType }
  }
}
