import MusicPresentation
import ServerFeature
import SubsonicClient

/// `sunsonic whoami`, `scan [--start]`, `nowplaying`: the server, and who is signed in to it.
enum ServerCommands {
  static let start = OptionSpec(name: "--start", help: "start a scan of the library first")

  static let whoami = MusicCommand.make(
    name: "whoami",
    usage: "whoami [--json]",
    summary:
      "Show the signed-in user: roles, e-mail, folders (with an API key, its owner: tokenInfo).",
    options: [MusicCommand.json],
    examples: [["whoami", "--user", "preview"], ["whoami"], ["whoami", "--json"]],
    run: runWhoami
  )

  static let scan = MusicCommand.make(
    name: "scan",
    usage: "scan [--start] [--json]",
    summary: "Show the library scan's state; --start starts one (an admin's right).",
    options: [start, MusicCommand.json],
    examples: [["scan"], ["scan", "--json"]],
    run: runScan
  )

  static let nowplaying = MusicCommand.make(
    name: "nowplaying",
    usage: "nowplaying [--json]",
    summary: "List what every user is playing now, most recent first.",
    options: [MusicCommand.json],
    examples: [["nowplaying"], ["nowplaying", "--json"]],
    run: runNowPlaying
  )

  @MainActor
  static func runWhoami(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    try await show(try await username(invocation), invocation)
  }

  /// Shows the user named `username` (`whoami`, `user NAME`): labelled lines, or `--json`.
  @MainActor
  static func show(_ username: String, _ invocation: Invocation) async throws {
    let store = UserStore()
    await store.load(username)
    let user = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try UserJSON(user).encoded())
      return
    }
    let rows: [[String]] = [
      ["User:", user.username + (user.isAdmin ? " (admin)" : "")],
      ["E-mail:", user.email ?? ""],
      ["Roles:", user.roles.map(\.rawValue).sorted().joined(separator: ", ")],
      ["Folders:", user.folders.map(\.rawValue).joined(separator: ", ")],
      ["Scrobbling:", user.scrobblingEnabled.map { $0 ? "on" : "off" } ?? ""],
    ].filter { !$0[1].isEmpty }
    invocation.print(invocation.labelled(rows))
  }

  /// Who to show: `--user`, else the preview's user, else, signed in with an API key, the key's
  /// owner as `tokenInfo` says (a server without it: the configured user, if any), else
  /// `SUBSONIC_USER` or the configuration file's user (read again here: the settings' own
  /// reading may have consumed standard input).
  @MainActor
  static func username(_ invocation: Invocation) async throws -> String {
    if let user = invocation.arguments.value(SubsonicSettings.userOption.name) { return user }
    if invocation.isPreview { return "preview" }
    let file = try SubsonicConfigurationFile.load(environment: invocation.environment)
    let environmentUser = invocation.environment["SUBSONIC_USER"].flatMap { $0.isEmpty ? nil : $0 }
    let configured = environmentUser ?? file?["user"]
    if usesAPIKey(invocation, file: file) {
      let store = TokenInfoStore()
      await store.load(TokenInfoRequest())
      switch store.state {
      case .failed(.notSupported, _) where configured != nil: break
      default: return try store.state.loaded().username
      }
    }
    if let configured { return configured }
    throw CommandFailure.configuration("whoami: no user: give --user NAME or set SUBSONIC_USER")
  }

  /// Whether the settings sign in with an API key: one is set (`SUBSONIC_API_KEY`, the file's
  /// `api-key`) and `--password-stdin` does not give a password instead.
  private static func usesAPIKey(_ invocation: Invocation, file: [String: String]?) -> Bool {
    if invocation.arguments.has(SubsonicSettings.passwordStdinOption.name) { return false }
    if let key = invocation.environment["SUBSONIC_API_KEY"], !key.isEmpty { return true }
    return file?["api-key"] != nil
  }

  @MainActor
  static func runScan(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let starts = invocation.arguments.has(start.name)
    let store = ScanStore()
    await store.load(ScanRequest(starts: starts))
    let status = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try ScanJSON(status).encoded())
      return
    }
    let count = status.count.map { ", \($0) item\($0 == 1 ? "" : "s")" } ?? ""
    let state = status.scanning ? "scanning\(count) so far" : "not scanning\(count) in the library"
    invocation.print((starts ? "started a scan: " : "") + state)
  }

  @MainActor
  static func runNowPlaying(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = NowPlayingStore()
    await store.load(NowPlayingRequest())
    let entries = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try NowPlayingJSON(entries).encoded())
      return
    }
    guard !entries.isEmpty else { return invocation.print("Nothing is playing.") }
    invocation.print(invocation.table(CellTable.nowPlaying(entries)))
  }
}
