import LoadStore
import MediaFeature

/// What the music commands share: their `--json` option, the Subsonic settings options, and how
/// they print.
enum MusicCommand {
  /// `--json`, for every listing command.
  static let json = OptionSpec(
    name: "--json", help: "print one JSON document with stable field names")

  /// A music command: `options` plus the Subsonic settings every music command accepts.
  static func make(
    name: String,
    usage: String,
    summary: String,
    options: [OptionSpec] = [],
    examples: [[String]],
    subcommands: [String] = [],
    run: @escaping @MainActor @Sendable (Invocation) async throws -> Void
  ) -> Command {
    Command(
      name: name,
      usage: usage,
      summary: summary,
      options: options + SubsonicSettings.options + [MusicFolderOption.option],
      examples: examples,
      examplesNote: examplesNote,
      subcommands: subcommands,
      run: run
    )
  }

  /// What the music commands' examples name: a real server has its own music, so they are
  /// written for the one every copy has, and a test runs each of them there.
  static let examplesNote = "the preview library's names and ids: add --preview to try them"

  /// The failure for a store that ended neither loaded nor failed: a bug.
  static let unfinished = CommandFailure(
    "internal error: the request did not finish", exitCode: .internalError)
}

extension Invocation {
  /// Whether `--json` was given.
  var wantsJSON: Bool { arguments.has(MusicCommand.json.name) }

  /// Writes `text` to standard output, ending it with a newline when it has none.
  func print(_ text: String) {
    console.out(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// Says where a file went: on standard output, or on standard error when the file itself went
  /// to standard output.
  func report(_ text: String, _ target: SaveTarget) {
    guard case .descriptor = target else { return print(text) }
    console.err(text + "\n")
  }
}

extension LoadState {
  /// The loaded value, or the failure thrown (``ErrorTranslation`` turns it into a message and
  /// an exit code).
  func loaded() throws -> Value {
    switch self {
    case .loaded(let value):
      return value
    case .failed(let error, _):
      throw error
    case .idle, .loading:
      throw MusicCommand.unfinished
    }
  }
}
