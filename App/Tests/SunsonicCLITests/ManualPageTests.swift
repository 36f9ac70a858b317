import Foundation
import Testing

@testable import SunsonicCLI

/// `sunsonic manual`: the man page made from the command specifications lists every command and
/// option, escapes every text so that none is read as roff, is the same on every run, and passes
/// `mandoc -T lint` (where mandoc is installed; `Scripts/tests/test_package.py` installs it).
@MainActor
struct ManualPageTests {
  let page = ManualPage.sunsonic.source

  @Test func theGroupsHoldEveryCommandInHelpsOrder() {
    let names = ManualPage.sunsonic.groups.flatMap(\.commands).map(\.name)
    #expect(names == Sunsonic.commands.map(\.name))
  }

  @Test func everyCommandAndOptionAppears() {
    let manual = ManualPage.sunsonic
    for option in manual.globalOptions {
      #expect(page.contains(".It \(ManualSynopsis.option(option))\n"), "\(option.name)")
    }
    #expect(
      manual.globalOptions.map(\.name) == (GlobalOptions.all + [GlobalOptions.version]).map(\.name))
    for group in manual.groups {
      let shared = group.sharedOptions
      for option in shared {
        #expect(page.contains(".It \(ManualSynopsis.option(option))\n"), "\(option.name)")
      }
      for command in group.commands {
        let text = subsection(command.name)
        #expect(!text.isEmpty, "no subsection for \(command.name)")
        for option in command.options where !shared.contains(where: { $0.name == option.name }) {
          #expect(
            text.contains(".It \(ManualSynopsis.option(option))\n"),
            "\(command.name) \(option.name)")
        }
        for form in command.usage.split(separator: "\n") {
          #expect(text.contains(".D1 Nm sunsonic \(ManualSynopsis.macros(String(form)))\n"))
        }
        for example in command.examples {
          let line = (["sunsonic"] + example.map(Command.shellWord)).joined(separator: " ")
          #expect(text.contains(Roff.literalLine(line) + "\n"), "\(example)")
        }
      }
    }
  }

  @Test func theSectionsOfAManualPageAreThereInOrder() {
    let sections = page.split(separator: "\n").filter { $0.hasPrefix(".Sh ") }
    #expect(
      sections == [
        ".Sh NAME", ".Sh SYNOPSIS", ".Sh DESCRIPTION", ".Sh SUN COMMANDS", ".Sh MUSIC COMMANDS",
        ".Sh SHELL COMMANDS", ".Sh ENVIRONMENT", ".Sh FILES", ".Sh EXIT STATUS", ".Sh EXAMPLES",
        ".Sh SEE ALSO",
      ])
    for code in ExitCode.allCases { #expect(page.contains(".It Li \(code.rawValue)\n")) }
    for key in SubsonicConfigurationFile.keys {
      #expect(page.contains(".It Cm \(Roff.argument(key.name))\n"), "\(key.name)")
    }
    for name in ["SUBSONIC_URL", "SUBSONIC_PASSWORD", "SUNTIMES_SOURCE", "NO_COLOR"] {
      #expect(page.contains(".It Ev \(name)\n"))
    }
    #expect(page.contains(".Xr ffplay 1 ,\n.Xr mpv 1\n"))
    #expect(page.contains(".Dt SUNSONIC 1\n.Os sunsonic 0.9.0\n"))
  }

  @Test func theExamplesNameRealCommands() throws {
    for example in ManualPage.examples {
      let line = try SplitCommandLine.split(example.arguments, options: Sunsonic.allOptions)
      #expect(Sunsonic.commands.contains { $0.name == line.name }, "\(example.arguments)")
    }
  }

  @Test func theCommandPrintsThePageTheSameWhateverTheEnvironment() async {
    let bare = await runSunsonic(["manual"])
    let elsewhere = await runSunsonic(
      ["manual"],
      environment: ["HOME": "/home/x", "XDG_CONFIG_HOME": "/x", "COLUMNS": "40", "LANG": "C"])
    #expect(bare.code == .success)
    #expect(bare.out == page)
    #expect(elsewhere.out == page)
    #expect(ManualPage.sunsonic.source == page)
    let extra = await runSunsonic(["manual", "now"])
    #expect(extra.code == .usage)
    #expect(extra.err == "sunsonic: manual takes no argument, not \"now\"\n")
  }

  @Test func hostileTextIsShownAsWrittenNeverReadAsRoff() {
    let source = hostilePage.source
    for line in source.split(separator: "\n") {
      #expect(!line.hasPrefix("'"), "\(line)")
      if line.hasPrefix(".") {
        let macro = line.dropFirst().prefix { $0 != " " }
        #expect(Self.macrosWritten.contains(String(macro)), "\(line)")
      }
    }
    #expect(source.contains("\n\\&.TH PWNED 1\n\\&'br\n\\efBbold\\efR\n"))
    #expect(source.contains("\n\\&.Sh INJECTED\n"))
    #expect(source.contains(".Ss \\&Ar\n"))
    #expect(source.contains(".D1 Nm sunsonic Cm \\&Ar Oo Ar ID Oc Cm X\\(dqY\n"))
    #expect(source.contains(".It Fl \\-evil Cm \"\\(dqV\\(dq \\efB\"\n"))
    #expect(source.contains("\nsunsonic .exit '\\e\\en' '\\[u00E9]\\[u1F600]'\n"))
    #expect(source.contains(".It Ev \\&Fl\nan escape here\n"))
  }

  @Test func escapesBackslashesHyphensAndWhatIsNotASCII() {
    #expect(Roff.escaped("a\\b --json é\u{1B}[31m\tz…") == "a\\eb \\-\\-json \\[u00E9][31m z...")
    #expect(Roff.argument("Ar") == "\\&Ar")
    #expect(Roff.argument("%T") == "\\&%T")
    #expect(Roff.argument("ID") == "ID")
    #expect(Roff.argument("|") == "\\&|")
    #expect(Roff.argument("") == "\"\"")
    #expect(Roff.argument("say \"hi\"") == "\"say \\(dqhi\\(dq\"")
    #expect(Roff.literalLine("  .x  ") == "  .x")
    #expect(Roff.literalLine(".x") == "\\&.x")
  }

  @Test func textLinesStartEachSentenceAndFitEightyBytes() {
    let words = String(repeating: "Word ", count: 40)
    let lines = Roff.textLines("One, e.g. mpv. Two? Three! \(words). . .dots\n\n'quote")
    #expect(lines.prefix(3) == ["One, e.g. mpv.", "Two?", "Three!"])
    #expect(lines.allSatisfy { $0.utf8.count <= Roff.lineLength })
    #expect(lines.allSatisfy { !$0.hasPrefix(".") })
    #expect(lines.last == "\\&'quote")
    #expect(
      Roff.textLines(String(repeating: "x", count: 90) + " .y") == [
        String(repeating: "x", count: 90), "\\&.y",
      ])
  }

  @Test func usagesBecomeSemanticMacros() {
    #expect(
      ManualSynopsis.macros("play [SONG...] [--album A | --artist A [--all]] [-o FILE|-]")
        == "Cm play Oo Ar SONG No ... Oc Oo Fl \\-album Ar A | Fl \\-artist Ar A Oo Fl \\-all Oc Oc"
        + " Oo Fl o Ar FILE | Fl Oc")
    #expect(
      ManualSynopsis.macros("playlist create NAME [--song ID|NAME]... [--date YYYY-MM-DD|today]")
        == "Cm playlist Cm create Ar NAME Oo Fl \\-song Ar ID | Ar NAME Oc No ..."
        + " Oo Fl \\-date Ar YYYY\\-MM\\-DD | Cm today Oc")
    let source = OptionSpec(name: "--source", shortName: "-s", valueName: "api|local", help: "")
    #expect(ManualSynopsis.option(source) == "Fl s , Fl \\-source Cm api | Cm local")
  }

  @Test(.enabled(if: ManualPageTests.mandoc != nil, "mandoc is not installed"))
  func mandocLintsThePagesWithoutAWord() throws {
    for (name, source) in [("sunsonic", page), ("hostile", hostilePage.source)] {
      let messages = try Self.lint(source)
      #expect(messages.isEmpty, "\(name): \(messages)")
    }
  }

  // MARK: - Helpers

  /// The macros the page writes at a line's start; anything else there would be injected.
  static let macrosWritten: Set = [
    "\\\"", "Dd", "Dt", "Os", "Sh", "Ss", "Nm", "Nd", "Op", "Ar", "Cm", "Fl", "Pp", "Bl", "It",
    "El", "D1", "Bd", "Ed", "Xr",
  ]

  /// A page whose every text is hostile: roff requests, escapes, macro names, control
  /// characters, quotes and characters beyond ASCII.
  var hostilePage: ManualPage {
    let evil = Command(
      name: "Ar",
      usage: "Ar [ID] X\"Y",
      summary: ".TH PWNED 1\n'br\n\\fBbold\\fR",
      options: [OptionSpec(name: "--evil", valueName: "\"V\" \\fB", help: ".Sh INJECTED")],
      examples: [[".exit", "\\\\n", "é😀"]],
      run: { _ in }
    )
    return ManualPage(
      name: "sunsonic", oneLine: "Nd .in 5 \\fItext", version: "1.0 \\\" x", date: "May 1, 2026",
      description: ["\u{1B}[2J.cleared"], globalOptions: [],
      groups: [
        .init(title: "Sh .SH", introduction: "'\\\" a comment", commands: [evil])
      ], environment: [.init(name: "Fl", meaning: "an escape \u{7} here")],
      files: [(.init(name: "$HOME/.x", meaning: ".y"), [.init(name: "Ns", meaning: ".z")])],
      exitCodes: [.init(name: "0", meaning: ".nothing")],
      examples: [.init(meaning: ".ex", arguments: [".x"])], seeAlso: [("Xr", 1)])
  }

  /// The text of the command's subsection, or "" when there is none.
  func subsection(_ name: String) -> Substring {
    guard let start = page.range(of: "\n.Ss \(Roff.argument(name))\n") else { return "" }
    let rest = page[start.upperBound...]
    let end =
      ["\n.Ss ", "\n.Sh "].compactMap { rest.firstRange(of: $0)?.lowerBound }.min()
      ?? rest.endIndex
    return rest[..<end]
  }

  /// Where `mandoc` is, if installed.
  nonisolated static let mandoc = ["/usr/bin/mandoc", "/usr/local/bin/mandoc"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// What `mandoc -T lint -W style` says of `source`, but that its database lacks the pages
  /// SEE ALSO names (which says what is installed here, not what the page is).
  nonisolated static func lint(_ source: String) throws -> [String] {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("sunsonic-manual-\(UUID().uuidString).1")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: mandoc ?? "mandoc")
    process.arguments = ["-T", "lint", "-W", "style", file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter {
      !$0.contains("mandoc.db") && !$0.contains("referenced manual not found")
    }
  }
}
