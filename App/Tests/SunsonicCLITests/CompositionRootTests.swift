import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayerClient
import Synchronization
import Testing

@testable import SunsonicCLI

/// The composition root must wire every client any command reads: a forgotten one is a failing
/// test here, never a silent fallback in the shipped app.
@MainActor
struct CompositionRootTests {
  /// Every service points at a closed port, so each command fails fast after reading its clients.
  let unreachable = [
    "SUNTIMES_API_URL": "http://127.0.0.1:1/json",
    "SUBSONIC_URL": "http://127.0.0.1:1",
    "SUBSONIC_USER": "composition-test",
    "SUBSONIC_PASSWORD": "not-a-real-password",
  ]

  @Test func everyCommandHasAnExampleToCheck() {
    for command in Sunsonic.commands {
      #expect(!command.examples.isEmpty, "\(command.name) has no example")
    }
  }

  @Test(arguments: Sunsonic.commands.flatMap(\.examples))
  func everyClientACommandReadsIsWired(example: [String]) async {
    let reports = Mutex<[String]>([])
    let recorder = ConsoleRecorder()
    let reporter: @Sendable (String) -> Void = { message in reports.withLock { $0.append(message) }
    }
    let code = await IssueReporter.$current.withValue(reporter) {
      await runSunsonicLive(
        example + ["--timeout", "1"], environment: unreachable, console: recorder.console)
    }
    let unwired = reports.withLock { $0 }
    #expect(unwired.isEmpty, "sunsonic \(example.joined(separator: " ")): \(unwired)")
    #expect(code != .internalError, "\(recorder.err)")
  }

  /// `ui` plays what is chosen in it, as `play` does: both get the live player. (`ui`'s example
  /// ends before it reads a client when there is no terminal, so the test above cannot see it.)
  @Test func everyCommandThatTakesAPlayerHasTheLivePlayer() throws {
    let names = CompositionRoot.playerCommands.map(\.name)
    #expect(names.contains("play") && names.contains("ui"), "\(names)")
    for command in CompositionRoot.playerCommands {
      let parsed = try ArgumentParser.parse(
        ["--player", "mpv"], options: command.options + GlobalOptions.all,
        command: "sunsonic \(command.name)")
      let invocation = Invocation(
        command: "sunsonic \(command.name)", arguments: parsed,
        environment: unreachable.merging(["HOME": "/nonexistent"]) { $1 },
        console: ConsoleRecorder().console)
      let values = try CompositionRoot.dependencies(for: invocation)
      let reports = Mutex<[String]>([])
      let reporter: @Sendable (String) -> Void = { message in
        reports.withLock { $0.append(message) }
      }
      IssueReporter.$current.withValue(reporter) { _ = values.playerClient }
      #expect(reports.withLock { $0 }.isEmpty, "\(command.name): \(reports.withLock { $0 })")
    }
  }

  /// Each command gives up within its `--timeout`: the transport's waits between its retries
  /// (recorded, not slept) stay inside that budget, and nothing else waits.
  @Test func musicCommandsFailFastAgainstAnUnreachableServer() async {
    let clock = ContinuousClock()
    for command in Sunsonic.musicCommands {
      let recorder = ConsoleRecorder()
      let waits = Recorder<Duration>()
      let started = clock.now
      let code = await runSunsonicLive(
        command.examples[0] + ["--timeout", "1"], environment: unreachable,
        console: recorder.console, waits: waits)
      #expect([.unavailable, .usage].contains(code), "\(command.name): \(recorder.err)")
      let waited = waits.values.reduce(.zero, +)
      #expect(waited < .seconds(1), "\(command.name) waited \(waited) between retries")
      #expect(clock.now - started < .seconds(5), "\(command.name)")
      #expect(!recorder.err.contains("not-a-real-password"))
    }
  }

  @Test func anUnreachableServerIsAskedAgainAfterAWait() async {
    let waits = Recorder<Duration>()
    // A budget the attempts never reach, however slowly they fail beside other tests: with
    // `--timeout 1`, a loaded run's two refused connections left no room for the second wait.
    let code = await runSunsonicLive(
      ["ping", "--timeout", "10"], environment: unreachable, console: ConsoleRecorder().console,
      waits: waits)
    #expect(code == .unavailable)
    // Three attempts: a wait of 0.125-0.25 s, then one of 0.25-0.5 s (RetryPolicy's defaults).
    let recorded = waits.values
    #expect(recorded.count == 2, "\(recorded)")
    #expect(recorded.first.map { $0 >= .milliseconds(125) && $0 <= .milliseconds(250) } == true)
    #expect(recorded.last.map { $0 >= .milliseconds(250) && $0 <= .milliseconds(500) } == true)
  }

  @Test func sunNeedsNoSubsonicSettingsAndIgnoresBadOnes() async {
    let recorder = ConsoleRecorder()
    let code = await runSunsonicLive(
      ["sun", "--lat", "1", "--lng", "1", "--timeout", "1"],
      environment: [
        "SUNTIMES_API_URL": "http://127.0.0.1:1/json", "SUBSONIC_URL": "ftp://nonsense",
        "HOME": "/nonexistent",
      ],
      console: recorder.console)
    #expect(code == .unavailable, "\(recorder.err)")
    #expect(!recorder.err.contains("Subsonic"))
  }

  @Test func musicCommandsDoNotReadTheSunriseSunsetSettings() async {
    let recorder = ConsoleRecorder()
    let code = await runSunsonicLive(
      ["ping", "--timeout", "1"],
      environment: unreachable.merging(["SUNTIMES_API_URL": "not a url"]) { $1 },
      console: recorder.console)
    #expect(code == .unavailable, "\(recorder.err)")
  }

  @Test(arguments: [
    ([String: String](), "no Subsonic server: give --server URL or set SUBSONIC_URL"),
    (
      ["SUBSONIC_URL": "http://127.0.0.1:1"],
      "no Subsonic user: give --user NAME or set SUBSONIC_USER"
    ),
    (
      ["SUBSONIC_URL": "http://127.0.0.1:1", "SUBSONIC_USER": "ada"],
      "no password for \"ada\": set SUBSONIC_PASSWORD, use --password-stdin, or put it in the"
        + " configuration file"
    ),
    (
      [
        "SUBSONIC_URL": "http://127.0.0.1:1/?x=1", "SUBSONIC_USER": "ada",
        "SUBSONIC_PASSWORD": "pw",
      ],
      "invalid argument: the server address must not have a query or a fragment"
    ),
  ])
  func musicCommandsWithoutSettingsFailWithTheSettingsMessage(
    environment: [String: String], message: String
  ) async {
    let recorder = ConsoleRecorder()
    let code = await Sunsonic.run(
      arguments: ["ping"], environment: environment.merging(["HOME": "/nonexistent"]) { $1 },
      console: recorder.console)
    #expect(code == .configuration)
    #expect(recorder.err == "sunsonic: \(message)\n")
  }

  @Test func theTimeoutIsCheckedForEveryCommandEvenInPreview() async {
    let refused = ["0", "x", "0.0004", "0.09", "-1", "3600.5", "nan", "inf", "1e309", ""]
    let arguments =
      refused.map { ["ping", "--timeout", $0] } + [["ping", "--preview", "--timeout", "0"]]
    for arguments in arguments {
      let recorder = ConsoleRecorder()
      let code = await Sunsonic.run(
        arguments: arguments, environment: unreachable, console: recorder.console)
      #expect(code == .usage)
      #expect(recorder.err.hasPrefix("sunsonic: --timeout \""))
      #expect(recorder.err.hasSuffix("\": give seconds, from 0.1 to 3600\n"), "\(arguments)")
    }
  }

  @Test func anUnsafeConfigurationFileIsExit78() async throws {
    let home = try temporaryFolder()
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent("sunsonic"), withIntermediateDirectories: true)
    let file = home.appendingPathComponent("sunsonic/config")
    try Data("server = http://127.0.0.1:1\npassword = leaked-secret\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    let recorder = ConsoleRecorder()
    let code = await Sunsonic.run(
      arguments: ["ping"], environment: ["XDG_CONFIG_HOME": home.path],
      console: recorder.console)
    #expect(code == .configuration)
    #expect(recorder.err.contains("chmod 600"))
    #expect(!recorder.err.contains("leaked-secret"))
  }

  /// `ui` needs a terminal, which a test has not: it runs on the preview in tmux instead
  /// (Scripts/tests/test_e2e_ui.py).
  @Test func everyMusicCommandRunsOnThePreviewWithNoServer() async throws {
    for command in Sunsonic.musicCommands where command.name != UICommand.command.name {
      var arguments = command.examples[0] + ["--preview"]
      if ["download", "stream", "cover"].contains(command.name) {
        arguments += ["-o", try temporaryFolder().path]
      }
      // A new password on standard input, for the commands that read one (password).
      let recorder = ConsoleRecorder(input: "n3w-password\n")
      let code = await Sunsonic.run(
        arguments: arguments, environment: [:], console: recorder.console)
      #expect(code == .success, "\(arguments): \(recorder.err)")
      #expect(!recorder.out.isEmpty, "\(arguments)")
    }
  }

  @Test func previewNeedsNoServer() async {
    let recorder = ConsoleRecorder()
    let code = await Sunsonic.run(
      arguments: [
        "sun", "--lat", "69.6492", "--lng", "18.9553", "--date", "2026-06-21", "--preview",
      ],
      environment: [:],
      console: recorder.console
    )
    #expect(code == .success)
    #expect(recorder.out.contains("none: the sun is up all day (midnight sun)"))
  }
}
