import Foundation
import Testing

@testable import SunsonicCLI

/// The habits people bring from swift-argument-parser tools and POSIX: options before or after
/// the command, `--version`, `help COMMAND`, a short usage when bare, attached short values,
/// help that fits 80 columns.
@MainActor
struct CommandLineConventionsTests {
  @Test(arguments: [
    ["--preview", "artists"], ["artists", "--preview"], ["--preview", "--timeout", "5", "artists"],
    ["--timeout=5", "--verbose", "--preview", "artists"], ["-h", "artists"],
  ])
  func globalOptionsGoBeforeOrAfterTheCommand(arguments: [String]) async {
    let run = await runSunsonic(arguments, with: musicValues())
    let expected = await runSunsonic(
      ["artists"] + arguments.filter { $0 != "artists" }, with: musicValues())
    #expect(run.code == .success, "\(arguments): \(run.err)")
    #expect(run.out == expected.out)
    #expect(!run.out.isEmpty)
  }

  @Test func settingsOptionsGoBeforeTheCommandToo() async {
    let recorder = ConsoleRecorder()
    let code = await Sunsonic.run(
      arguments: ["--server", "ftp://x", "ping"], environment: [:], console: recorder.console)
    #expect(code == .usage)
    #expect(recorder.err.contains("ftp://x"))
  }

  @Test func anUnknownOptionBeforeTheCommandIsNamedAndASecretIsNotEchoed() async {
    let unknown = await runSunsonic(["--colour", "artists"])
    #expect(unknown.err == "sunsonic: unknown option \"--colour\" (see sunsonic --help)\n")
    let secret = await runSunsonic(["-pHunter2", "artists"])
    #expect(secret.code == .usage)
    #expect(!secret.err.contains("Hunter2"))
  }

  @Test(arguments: [["--version"], ["-V"], ["--preview", "--version"]])
  func versionIsOneLine(arguments: [String]) async {
    let run = await runSunsonic(arguments)
    #expect(run.code == .success)
    #expect(run.out == "sunsonic \(Sunsonic.version)\n")
  }

  @Test func helpCommandIsThatCommandsHelp() async {
    for command in Sunsonic.commands {
      let help = await runSunsonic(["help", command.name])
      #expect(help.code == .success)
      #expect(help.out == command.help)
    }
    #expect(await runSunsonic(["help"]).out == Sunsonic.mainHelp)
    #expect(await runSunsonic(["help", "help"]).out == Sunsonic.mainHelp)
    let unknown = await runSunsonic(["help", "sunset"])
    #expect(unknown.code == .usage)
    #expect(unknown.err == "sunsonic: unknown command \"sunset\" (see sunsonic --help)\n")
  }

  @Test func bareSunsonicIsAShortUsage() async {
    let run = await runSunsonic([])
    #expect(run.code == .usage)
    #expect(run.err == Sunsonic.shortUsage + "sunsonic: no command given\n")
    #expect(Sunsonic.shortUsage.split(separator: "\n").count <= 8)
    for command in Sunsonic.commands { #expect(Sunsonic.shortUsage.contains(command.name)) }
  }

  @Test func anOptionsHelpStandsTwoSpacesAfterItOrOnTheNextLine() {
    for command in Sunsonic.commands {
      for option in command.options + GlobalOptions.all {
        var label = "  " + (option.shortName.map { "\($0), " } ?? "") + option.name
        if let value = option.valueName { label += " \(value)" }
        let alone = label.count > 24
        let start = alone ? label + "\n" + String(repeating: " ", count: 26) : label + "  "
        #expect(command.help.contains("\n" + start), "\(command.name): \(label)")
      }
    }
    let sun = Sunsonic.commands.first { $0.name == "sun" }?.help ?? ""
    #expect(
      sun.contains("\n  --source api|local|auto\n" + String(repeating: " ", count: 26) + "api,"))
  }

  @Test func everyHelpLineFits80Columns() {
    for text in [Sunsonic.mainHelp, Sunsonic.shortUsage] + Sunsonic.commands.map(\.help) {
      for line in text.split(separator: "\n") {
        #expect(line.count <= 80, "\(line)")
      }
    }
  }

  @Test func shortOptionsTakeAnAttachedValueAndLongOnesAnEqualsSign() throws {
    let options = [OptionSpec(name: "--output", shortName: "-o", valueName: "FILE", help: "")]
    for arguments in [["-ocover.png"], ["--output=cover.png"], ["-o", "cover.png"]] {
      let parsed = try ArgumentParser.parse(arguments, options: options, command: "sunsonic t")
      #expect(parsed.value("--output") == "cover.png", "\(arguments)")
    }
  }

  @Test func severalWordsAreOnePhrase() async {
    let run = await runSunsonic(["search", "first", "light", "--json"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.contains("First Light"))
    let one = await runSunsonic(["search", "first light", "--json"], with: musicValues())
    #expect(run.out == one.out)
  }

  @Test func splittingFindsTheCommandAfterOptionsAndTheirValues() throws {
    let line = try SplitCommandLine.split(
      ["--timeout", "5", "-ofile", "--verbose", "album", "x", "--json"],
      options: Sunsonic.allOptions)
    #expect(
      line
        == SplitCommandLine(
          leading: ["--timeout", "5", "-ofile", "--verbose"], name: "album", rest: ["x", "--json"]))
    #expect(try SplitCommandLine.split(["--", "artists"], options: []).name == "artists")
    #expect(try SplitCommandLine.split(["--preview"], options: Sunsonic.allOptions).name == nil)
  }
}
