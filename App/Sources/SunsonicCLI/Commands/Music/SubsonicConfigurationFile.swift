import Foundation

/// The configuration file `$XDG_CONFIG_HOME/sunsonic/config` (default `~/.config/sunsonic/config`):
/// `key = value` lines (`server`, `user`, `password`, `api-key`, `allow-insecure-password`,
/// `player` for `sunsonic play` and `ui`, `ui-mouse` for `sunsonic ui`, and `sun-source` for
/// `sunsonic sun`), `#` comments. It may hold
/// a password, so it is refused when anyone but its owner can read it.
enum SubsonicConfigurationFile {
  /// The keys the file may hold, with what each sets (the manual page lists them).
  static let keys: [(name: String, meaning: String)] = [
    ("server", "The Subsonic server, as --server."),
    ("user", "The user name, as --user."),
    ("password", "The password."),
    ("api-key", "An OpenSubsonic API key, instead of a user and password."),
    ("allow-insecure-password", "true: as --allow-insecure-password."),
    ("player", "The player play and ui run, as --player."),
    ("ui-mouse", "true: ui reports the mouse, as --mouse; false (the default): not."),
    ("sun-source", "Where sun takes its times from (api, local or auto), as --source."),
  ]

  /// The file's path for `environment`.
  static func path(environment: [String: String]) -> String? {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      return xdg + "/sunsonic/config"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.config/sunsonic/config"
  }

  /// The file's settings, `nil` when there is no file, or an error when it is unsafe or unreadable.
  static func load(environment: [String: String]) throws(CommandFailure) -> [String: String]? {
    guard let path = path(environment: environment) else { return nil }
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    if status.st_mode & 0o077 != 0 {
      throw CommandFailure(
        "\(path) can be read by others (mode \(String(status.st_mode & 0o777, radix: 8)));"
          + " it may hold a password: run chmod 600 \(path)",
        exitCode: .configuration)
    }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw CommandFailure("cannot read \(path) as UTF-8 text", exitCode: .configuration)
    }
    return try parse(text, path: path)
  }

  /// Parses `key = value` lines, ended by LF, CRLF or CR, after an optional byte order mark; an
  /// unknown key or a line without `=` is an error naming the line's number, never its text
  /// (which may hold a secret).
  static func parse(_ text: String, path: String) throws(CommandFailure) -> [String: String] {
    let keys = Set(Self.keys.map(\.name))
    var settings: [String: String] = [:]
    let body = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
    // "\r\n" is one Character in Swift: splitting on "\n" alone would keep a CRLF file one line.
    for (index, rawLine) in body.split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    )
    .enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.firstIndex(of: "=") else {
        throw .configuration("\(path):\(index + 1): expected key = value")
      }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard keys.contains(key) else {
        throw .configuration("\(path):\(index + 1): unknown key \(Shown.text(key))")
      }
      settings[key] = value
    }
    return settings
  }
}
