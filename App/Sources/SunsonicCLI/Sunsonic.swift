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
    FolderCommands.folders,
    FolderCommands.folder,
    MusicFolderCommands.command,
    DiscoveryCommands.genres,
    DiscoveryCommands.songs,
    DiscoveryCommands.top,
    DiscoveryCommands.similar,
    PlaylistCommands.playlists,
    PlaylistCommands.playlist,
    DownloadCommand.command,
    StreamCommand.command,
    PlayCommand.command,
    UICommand.command,
    CoverAndLyricsCommands.cover,
    CoverAndLyricsCommands.lyrics,
    SavedListCommands.bookmarks,
    BookmarkCommand.command,
    SavedListCommands.queue,
    ServerCommands.nowplaying,
    ServerCommands.whoami,
    UserCommands.users,
    UserCommands.user,
    UserCommands.password,
    JukeboxCommand.command,
    ServerCommands.scan,
    InternetRadioCommands.stations,
    InternetRadioCommands.station,
    ShareCommands.shares,
    ShareCommands.share,
    PodcastCommands.podcasts,
    PodcastCommands.podcast,
  ]

  /// The commands for the shell: its completion scripts and the manual page.
  nonisolated static let shellCommands: [Command] = [
    CompletionCommand.command, ManualCommand.command,
  ]

  /// Every command, in the order `--help` lists them.
  nonisolated static let commands: [Command] = sunCommands + musicCommands + shellCommands

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
      dependencies: { invocation throws(CommandFailure) in
        try CompositionRoot.dependencies(for: invocation)
      }
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
    let line = try SplitCommandLine.split(arguments, options: allOptions)
    let asks = { (option: OptionSpec) in
      line.leading.contains { $0 == option.name || $0 == option.shortName }
    }
    if asks(GlobalOptions.version) {
      console.out("sunsonic \(version)\n")
      return
    }
    guard var name = line.name else {
      if asks(GlobalOptions.help) {
        console.out(mainHelp)
        return
      }
      console.err(shortUsage)
      throw CommandFailure.usage("no command given")
    }
    var rest = line.rest
    if name == "help" {
      guard let topic = rest.first, topic != "help" else {
        console.out(mainHelp)
        return
      }
      (name, rest) = (topic, [GlobalOptions.help.name])
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      throw CommandFailure.usage("unknown command \(Shown.text(name)) (see sunsonic --help)")
    }
    let parsed = try ArgumentParser.parse(
      line.leading + rest,
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
      console: console,
      usage: command.usage.split(separator: "\n").first.map(String.init) ?? command.name
    )
    var dependencies = try makeDependencies(invocation)
    try MusicFolderOption.narrow(&dependencies, for: invocation)
    try await DependencyValues.$current.withValue(dependencies) {
      try await command.run(invocation)
    }
  }

  /// `sunsonic --version`.
  nonisolated static let version = "0.9.0"

  /// The day ``version`` was set, in the manual page's footer (a fixed date, so that the page is
  /// the same on every build): change it with the version.
  nonisolated static let versionDate = "November 25, 2026"

  /// Every option any command takes, so that options before the command's name can be read.
  nonisolated static var allOptions: [OptionSpec] {
    GlobalOptions.all + [GlobalOptions.version] + commands.flatMap(\.options)
  }

  /// What a bare `sunsonic` prints: the usage and the commands, on a few lines.
  static var shortUsage: String {
    var lines = ["usage: sunsonic [OPTIONS] COMMAND [ARGUMENTS]"]
    lines += HelpText.fold(
      commands.map(\.name).joined(separator: " "), first: "commands: ", rest: "  ")
    lines.append("See 'sunsonic --help' for everything, 'sunsonic help COMMAND' for one command.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `sunsonic --help`.
  static var mainHelp: String {
    var lines = [
      "usage: sunsonic [OPTIONS] COMMAND [ARGUMENTS]",
      "",
      "Sun times for any place, and a Subsonic music library, from the command line.",
      "",
      "sun:",
    ]
    lines += sunCommands.map(helpLine)
    lines += [
      "",
      "music (a Subsonic server; every music command takes these too):",
      "  --server URL (else $SUBSONIC_URL), --user NAME (else $SUBSONIC_USER), the",
      "  password from $SUBSONIC_PASSWORD or --password-stdin, or an API key from",
      "  $SUBSONIC_API_KEY; else the private file ~/.config/sunsonic/config.",
      "  --preview answers from a built-in library with no server; --folder NAME|ID",
      "  narrows listings to one music folder.",
      "",
    ]
    lines += musicCommands.map(helpLine)
    lines += ["", "shell:"] + shellCommands.map(helpLine)
    lines += [
      "",
      "global options, before or after the command: --help (-h), --timeout SECONDS,",
      "  --preview, --verbose; and --version (-V)",
      "Run 'sunsonic help COMMAND' for a command's options and examples.",
      "",
      "exit codes:",
    ]
    lines += ExitCode.allCases.map { "  \($0.helpLine)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `  name       summary`, the command's line in `sunsonic --help`: the summary's first
  /// sentence, folded under itself when long.
  private static func helpLine(_ command: Command) -> String {
    let padding = String(repeating: " ", count: max(2, 12 - command.name.count))
    let sentence = command.summary.prefix { $0 != ";" && $0 != ":" }
    let text = sentence.hasSuffix(".") ? String(sentence) : sentence + "."
    return HelpText.fold(
      text, first: "  \(command.name)\(padding)", rest: String(repeating: " ", count: 14)
    ).joined(separator: "\n")
  }
}
