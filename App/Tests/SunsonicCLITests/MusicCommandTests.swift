import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// What every music command shares: the Subsonic settings, help with examples, `--json` for
/// listings, one line per failure; and `ping`.
@MainActor
struct MusicCommandTests {
  @Test(arguments: [
    (["ping", "x"], "unexpected argument \"x\" for 'sunsonic ping'"),
    (
      ["ping", "--password", "x"],
      "unknown option \"--password\" for 'sunsonic ping' (see sunsonic ping --help)"
    ),
  ])
  func badInputIsExit64NamingArgumentAndValue(arguments: [String], message: String) async {
    await expectUsageError(arguments, message)
  }

  @Test func everyMusicCommandTakesTheSubsonicSettingsAndHasHelp() async {
    for command in Sunsonic.musicCommands {
      let names = command.options.map(\.name)
      #expect(names.contains("--server"), "\(command.name)")
      #expect(names.contains("--password-stdin"), "\(command.name)")
      let run = await runSunsonic([command.name, "--help"])
      #expect(run.code == .success)
      #expect(run.out.hasPrefix("usage: sunsonic \(command.name)"))
      #expect(run.out.contains("--verbose"))
      // The examples say whose music they name, and the preview runs each (CompositionRootTests).
      #expect(
        run.out.contains(
          "examples (the preview library's names and ids: add --preview to try them):\n"
            + "  sunsonic \(command.name)"))
    }
  }

  @Test func examplesInHelpAreQuotedForTheShell() {
    #expect(Command.shellWord("it's") == "'it'\\''s'")
    #expect(Command.shellWord("") == "''")
    #expect(Command.shellWord("--size") == "--size")
  }

  @Test func everyListingCommandTakesJSON() {
    let notListings: Set = [
      "ping", "star", "unstar", "rate", "scrobble", "download", "cover", "ui",
    ]
    for command in Sunsonic.musicCommands where !notListings.contains(command.name) {
      #expect(command.options.contains { $0.name == "--json" }, "\(command.name)")
    }
  }

  @Test func mainHelpGroupsSunAndMusicCommands() async {
    let run = await runSunsonic(["--help"])
    let sun = run.out.range(of: "sun:\n  sun ")
    let music = run.out.range(of: "music (a Subsonic server")
    #expect(sun != nil && music != nil)
    if let sun, let music { #expect(sun.lowerBound < music.lowerBound) }
    for command in Sunsonic.commands {
      #expect(run.out.contains("\n  \(command.name) "), "\(command.name)")
    }
    #expect(!run.out.split(separator: "\n").contains { $0.count > 100 })
  }

  @Test func pingSaysWhoAnswered() async {
    let run = await runSunsonic(["ping"], with: musicValues())
    #expect(run.out == "ok: preview 1.0.0, Subsonic API 1.16.1, OpenSubsonic\n")
    let classic = await runSunsonic(["ping"], with: musicValues(.classicServer(.inMemory())))
    #expect(classic.out == "ok: Subsonic API 1.16.1\n")
  }
}
