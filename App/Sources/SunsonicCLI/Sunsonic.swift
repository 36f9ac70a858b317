import DependencyRegistry
import Foundation

/// The `sunsonic` command line: finds the command, parses its arguments, puts the dependencies in
/// force, runs it, and turns every outcome into output and an exit code.
@MainActor
public enum Sunsonic {
  /// The commands that need no Subsonic server.
  nonisolated static let sunCommands: [Command] = [SunCommand.command]

  /// The commands that talk to a Subsonic server (or the preview library with `--preview`).
  nonisolated static let musicCommands: [Command] = [
    PingCommand.command,
    BrowseCommands.artists,
    BrowseCommands.artist,
    BrowseCommands.album,
    BrowseCommands.song,
    SearchCommand.command,
    ListCommands.albums,
    ListCommands.random,
    ListCommands.starred,
    AnnotationCommands.star,
    AnnotationCommands.unstar,
    AnnotationCommands.rate,
    AnnotationCommands.scrobble,
    PlaylistCommands.playlists,
    PlaylistCommands.playlist,
    DownloadCommand.command,
    CoverAndLyricsCommands.cover,
    CoverAndLyricsCommands.lyrics,
  ]

  /// Every command, in the order `--help` lists them.
  nonisolated static let commands: [Command] = sunCommands + musicCommands

  /// Runs `sunsonic` with `arguments` (without the program name) and returns the exit code.
  /// Errors are one line on `console.err`, never a stack trace.
  public static func run(
    arguments: [String],
    environment: [String: String],
    console: Console
  ) async -> ExitCode {
    await run(
      arguments: arguments,
      environment: environment,
      console: console,
      dependencies: CompositionRoot.dependencies(for:)
    )
  }

  /// Runs `sunsonic` with the dependencies `dependencies` makes instead of the composition root's:
  /// for tests that drive commands with mock clients.
  static func run(
    arguments: [String],
    environment: [String: String],
    console: Console,
    dependencies: (Invocation) throws(CommandFailure) -> DependencyValues
  ) async -> ExitCode {
    do {
      try await dispatch(
        arguments: arguments,
        environment: environment,
        console: console,
        dependencies: dependencies
      )
      if let reason = console.outputFailure() {
        console.err("sunsonic: cannot write to standard output: \(reason)\n")
        return .ioError
      }
      return .success
    } catch let failure as CommandFailure {
      console.err("sunsonic: \(ErrorLine.text(failure.message))\n")
      return failure.exitCode
    } catch {
      let failure = ErrorTranslation.failure(for: error)
      console.err("sunsonic: \(ErrorLine.text(failure.message))\n")
      return failure.exitCode
    }
  }

  private static func dispatch(
    arguments: [String],
    environment: [String: String],
    console: Console,
    dependencies makeDependencies: (Invocation) throws(CommandFailure) -> DependencyValues
  ) async throws {
    guard let name = arguments.first else {
      console.err(mainHelp)
      throw CommandFailure.usage("no command given")
    }
    if ["--help", "-h", "help"].contains(name) {
      console.out(mainHelp)
      return
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      throw CommandFailure.usage("unknown command \(Shown.text(name)) (see sunsonic --help)")
    }
    let parsed = try ArgumentParser.parse(
      Array(arguments.dropFirst()),
      options: command.options + GlobalOptions.all,
      command: "sunsonic \(command.name)"
    )
    if parsed.has(GlobalOptions.help.name) {
      console.out(command.help)
      return
    }
    let invocation = Invocation(
      command: "sunsonic \(command.name)",
      arguments: parsed,
      environment: environment,
      console: console
    )
    let dependencies = try makeDependencies(invocation)
    try await DependencyValues.$current.withValue(dependencies) {
      try await command.run(invocation)
    }
  }

  /// `sunsonic --help`.
  static var mainHelp: String {
    var lines = [
      "usage: sunsonic COMMAND [OPTIONS]",
      "",
      "Sun times for any place, and a Subsonic music library, from the command line.",
      "",
      "sun:",
    ]
    lines += sunCommands.map(helpLine)
    lines += [
      "",
      "music (a Subsonic server; every music command takes these too):",
      "  --server URL, else $SUBSONIC_URL; --user NAME, else $SUBSONIC_USER; the password from",
      "  $SUBSONIC_PASSWORD or --password-stdin ($SUBSONIC_API_KEY for an API key); else the",
      "  private file ~/.config/sunsonic/config (server, user, password, api-key = ...).",
      "  --preview answers from a built-in library with no server.",
      "",
    ]
    lines += musicCommands.map(helpLine)
    lines += [
      "",
      "global options: --help, --timeout SECONDS, --preview, --verbose",
      "Run 'sunsonic COMMAND --help' for a command's options and examples.",
      "",
      "exit codes:",
    ]
    lines += ExitCode.allCases.map { "  \($0.helpLine)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `  name       summary`, the command's line in `sunsonic --help`.
  private static func helpLine(_ command: Command) -> String {
    let padding = String(repeating: " ", count: max(1, 12 - command.name.count))
    return "  \(command.name)\(padding)\(command.summary)"
  }
}
