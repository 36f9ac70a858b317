import Testing

@testable import SunsonicCLI

struct ArgumentParserTests {
  let options = [
    OptionSpec(name: "--lat", valueName: "DEGREES", help: ""),
    OptionSpec(name: "--song", valueName: "ID", isRepeatable: true, help: ""),
    OptionSpec(name: "--output", shortName: "-o", valueName: "FILE", help: ""),
    OptionSpec(name: "--json", help: ""),
  ]

  func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
    try ArgumentParser.parse(arguments, options: options, command: "sunsonic test")
  }

  @Test func readsValuesFlagsAndPositionalsInAnyOrder() throws {
    let parsed = try parse(["first", "--lat", "43.6", "--json", "-o", "out.mp3", "second"])
    #expect(parsed.value("--lat") == "43.6")
    #expect(parsed.value("--output") == "out.mp3")
    #expect(parsed.has("--json"))
    #expect(parsed.positionals == ["first", "second"])
  }

  @Test func negativeNumbersAreValuesNotOptions() throws {
    let parsed = try parse(["--lat", "-79.3832", "-12"])
    #expect(parsed.value("--lat") == "-79.3832")
    #expect(parsed.positionals == ["-12"])
  }

  @Test func equalsFormAndDoubleDash() throws {
    let parsed = try parse(["--lat=-1.5", "--", "--json"])
    #expect(parsed.value("--lat") == "-1.5")
    #expect(!parsed.has("--json"))
    #expect(parsed.positionals == ["--json"])
  }

  @Test func repeatableOptionsKeepEveryValue() throws {
    #expect(try parse(["--song", "a", "--song", "b"]).values["--song"] == ["a", "b"])
  }

  @Test func unknownOptionIsAUsageErrorNamingIt() {
    #expect(
      throws: CommandFailure.usage(
        "unknown option \"--latitude\" for 'sunsonic test' (see sunsonic test --help)")
    ) { try parse(["--latitude", "1"]) }
  }

  @Test func missingValueIsAUsageErrorNamingTheOption() {
    #expect(throws: CommandFailure.usage("--lat needs a value (DEGREES)")) {
      try parse(["--lat"])
    }
  }

  @Test func aNonRepeatableOptionGivenTwiceIsAUsageError() {
    #expect(throws: CommandFailure.usage("--lat is given more than once")) {
      try parse(["--lat", "1", "--lat", "2"])
    }
  }

  @Test func aFlagWithAValueIsAUsageError() {
    #expect(throws: CommandFailure.usage("--json takes no value")) { try parse(["--json=yes"]) }
  }

  @Test func shownTextEscapesControlCharactersAndCutsLongText() {
    #expect(Shown.text("a\u{1b}[2Jb\n") == "\"a\\u001B[2Jb\\u000A\"")
    let long = Shown.text(String(repeating: "x", count: 5000))
    #expect(long.count == 63)
  }

  @Test func anUnknownShortOptionWithAnAttachedValueIsNotEchoed() {
    #expect(
      throws: CommandFailure.usage(
        "unknown option \"-p…\" for 'sunsonic test' (see sunsonic test --help)")
    ) { try parse(["-pSECRET"]) }
    #expect(
      throws: CommandFailure.usage(
        "unknown option \"-p\" for 'sunsonic test' (see sunsonic test --help)")
    ) { try parse(["-p", "SECRET"]) }
  }
}
