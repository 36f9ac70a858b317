import DependencyRegistry
import Foundation

/// The `sunsonic` command line: finds the command, parses its arguments, puts the dependencies in
/// force, runs it, and turns every outcome into output and an exit code.
@MainActor
public enum Sunsonic {
  /// Every command, in the order `--help` lists them.
  nonisolated static let commands: [Command] = [SunCommand.command]

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
      return .success
    } catch let failure as CommandFailure {
      console.err("sunsonic: \(failure.message)\n")
      return failure.exitCode
    } catch {
      let failure = ErrorTranslation.failure(for: error)
      console.err("sunsonic: \(failure.message)\n")
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
      "commands:",
    ]
    for command in commands {
      let padding = String(repeating: " ", count: max(1, 12 - command.name.count))
      lines.append("  \(command.name)\(padding)\(command.summary)")
    }
    lines += [
      "",
      "Run 'sunsonic COMMAND --help' for a command's options.",
      "",
      "exit codes:",
    ]
    lines += ExitCode.allCases.map { "  \($0.helpLine)" }
    return lines.joined(separator: "\n") + "\n"
  }
}
