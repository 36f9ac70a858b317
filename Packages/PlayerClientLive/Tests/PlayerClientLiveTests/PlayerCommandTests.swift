import Foundation
import PlayerClient
import Testing

@testable import PlayerClientLive

struct PlayerCommandTests {
  @Test func withoutACommandTheFirstKnownPlayerOnThePathRunsWithItsArguments() throws {
    let bin = try Folder()
    let other = try Folder()
    try bin.executable("ffplay")
    try other.executable("mpv")
    let ffplay = try PlayerCommand.resolve(nil, searchPath: bin.path)
    #expect(ffplay.executable == bin.path + "/ffplay")
    #expect(ffplay.arguments == PlayerCommand.defaultArguments(for: "ffplay"))
    let mpv = try PlayerCommand.resolve(nil, searchPath: bin.path + ":" + other.path)
    #expect(mpv.executable == other.path + "/mpv")  // mpv is preferred wherever it is
    #expect(mpv.arguments.last == "-")
  }

  @Test func noKnownPlayerIsNotFoundNamingBoth() throws {
    let empty = try Folder()
    #expect(throws: PlayerError.notFound(lookedFor: ["mpv", "ffplay"])) {
      try PlayerCommand.resolve(nil, searchPath: empty.path)
    }
    #expect(throws: PlayerError.notFound(lookedFor: ["mpv", "ffplay"])) {
      try PlayerCommand.resolve(nil, searchPath: nil)
    }
  }

  @Test func relativePathEntriesAndFilesThatCannotRunAreSkipped() throws {
    let bin = try Folder()
    try bin.file("mpv", mode: 0o644)
    try FileManager.default.createDirectory(
      atPath: bin.path + "/ffplay", withIntermediateDirectories: false)
    #expect(throws: PlayerError.self) {
      try PlayerCommand.resolve(nil, searchPath: ".:bin:" + bin.path)
    }
  }

  @Test func aKnownPlayerNamedAloneGetsItsArgumentsAndOneWithArgumentsKeepsThem() throws {
    let bin = try Folder()
    try bin.executable("mpv")
    let alone = try PlayerCommand.resolve("mpv", searchPath: bin.path)
    #expect(alone.arguments == PlayerCommand.defaultArguments(for: "mpv"))
    let given = try PlayerCommand.resolve("mpv --ao=null -", searchPath: bin.path)
    #expect(given.arguments == ["--ao=null", "-"])
    #expect(given.name == "mpv")
  }

  @Test func ffplayWithOptionsStillReadsStandardInputAndEndsWithTheSong() throws {
    let bin = try Folder()
    try bin.executable("ffplay")
    let options = try PlayerCommand.resolve("ffplay -nodisp -volume 50", searchPath: bin.path)
    #expect(options.arguments == ["-autoexit", "-nodisp", "-volume", "50", "-i", "pipe:0"])
    let complete = try PlayerCommand.resolve(
      "ffplay -autoexit -nodisp -i pipe:0", searchPath: bin.path)
    #expect(complete.arguments == ["-autoexit", "-nodisp", "-i", "pipe:0"])
    for input in [["-"], ["-i", "fd:0"], ["pipe:"], ["-i", "song.mp3"]] {
      let named = try PlayerCommand.resolve(
        (["ffplay", "-autoexit"] + input).joined(separator: " "), searchPath: bin.path)
      #expect(named.arguments == ["-autoexit"] + input, "the input the user named is kept")
    }
  }

  @Test func onlyFfplayIsCompleted() {
    #expect(PlayerCommand.completed(["--ao=null"], for: "mpv") == ["--ao=null"])
    #expect(PlayerCommand.completed(["-q"], for: "aplay") == ["-q"])
  }

  @Test func aCommandNotOnThePathIsNotFoundNamingIt() throws {
    let bin = try Folder()
    #expect(throws: PlayerError.notFound(lookedFor: ["vlc"])) {
      try PlayerCommand.resolve("vlc -", searchPath: bin.path)
    }
  }

  @Test func aPathRunsAsGivenWhenItIsAnExecutableFile() throws {
    let bin = try Folder()
    try bin.executable("play")
    let command = try PlayerCommand.resolve(bin.path + "/play -q", searchPath: nil)
    #expect(command.executable == bin.path + "/play")
    #expect(command.arguments == ["-q"])
    #expect(throws: PlayerError.cannotStart(program: bin.path, reason: "not an executable file")) {
      try PlayerCommand.resolve(bin.path, searchPath: nil)
    }
  }

  @Test func aKnownPlayerNamedByItsPathAloneGetsItsArgumentsToo() throws {
    let bin = try Folder()
    try bin.executable("mpv")
    let command = try PlayerCommand.resolve(bin.path + "/mpv", searchPath: nil)
    #expect(command.arguments == PlayerCommand.defaultArguments(for: "mpv"))
  }

  @Test func anEmptyCommandIsRefused() {
    #expect(throws: PlayerError.invalidCommand("it is empty")) {
      try PlayerCommand.resolve("   ", searchPath: "/usr/bin")
    }
  }
}
