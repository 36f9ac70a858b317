import Foundation
import Testing

@testable import SunsonicCLI

struct SubsonicSettingsTests {
  func invocation(
    _ arguments: [String] = [],
    environment: [String: String],
    stdin: String? = nil
  ) throws -> Invocation {
    let parsed = try ArgumentParser.parse(
      arguments, options: SubsonicSettings.options, command: "sunsonic test")
    let console = Console(out: { _ in }, err: { _ in }, readInput: { stdin })
    return Invocation(
      command: "sunsonic test", arguments: parsed, environment: environment, console: console)
  }

  /// A temporary XDG config folder holding `text` as the configuration file with `mode`.
  func configHome(_ text: String, mode: Int) throws -> String {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("sunsonic-config-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: home + "/sunsonic", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(
      atPath: home + "/sunsonic/config", contents: Data(text.utf8),
      attributes: [.posixPermissions: mode])
    return home
  }

  @Test func environmentGivesServerUserAndPassword() throws {
    let settings = try SubsonicSettings.resolve(
      invocation(environment: [
        "SUBSONIC_URL": "http://127.0.0.1:4040", "SUBSONIC_USER": "ada",
        "SUBSONIC_PASSWORD": "sesame",
      ]))
    #expect(settings.server.absoluteString == "http://127.0.0.1:4040")
    #expect(settings.credentials == .password(user: "ada", password: "sesame"))
    #expect(!settings.allowsInsecurePasswordAuthentication)
  }

  @Test func flagsWinOverTheEnvironment() throws {
    let settings = try SubsonicSettings.resolve(
      invocation(
        ["--server", "https://music.example", "--user", "bob"],
        environment: [
          "SUBSONIC_URL": "http://127.0.0.1:4040", "SUBSONIC_USER": "ada",
          "SUBSONIC_PASSWORD": "pw",
        ]))
    #expect(settings.server.host == "music.example")
    #expect(settings.credentials == .password(user: "bob", password: "pw"))
  }

  @Test func passwordFromStandardInputDropsTheFinalNewline() throws {
    let settings = try SubsonicSettings.resolve(
      invocation(
        ["--password-stdin"], environment: ["SUBSONIC_URL": "http://x", "SUBSONIC_USER": "ada"],
        stdin: "s3cret phrase\n"))
    #expect(settings.credentials == .password(user: "ada", password: "s3cret phrase"))
  }

  @Test func anOverlongPasswordOnStandardInputIsRefused() throws {
    #expect(
      throws: CommandFailure.usage("--password-stdin: more than 1024 bytes; is that a password?")
    ) {
      try SubsonicSettings.resolve(
        invocation(
          ["--password-stdin"], environment: ["SUBSONIC_URL": "http://x", "SUBSONIC_USER": "ada"],
          stdin: String(repeating: "p", count: 1025)))
    }
  }

  @Test func apiKeyNeedsNoUser() throws {
    let settings = try SubsonicSettings.resolve(
      invocation(environment: ["SUBSONIC_URL": "http://x", "SUBSONIC_API_KEY": "key-1"]))
    #expect(settings.credentials == .apiKey("key-1"))
  }

  @Test func thereIsNoPasswordFlag() {
    #expect(throws: CommandFailure.self) {
      try invocation(["--password", "sesame"], environment: [:])
    }
    #expect(
      !SubsonicSettings.options.contains { $0.name.contains("password") && $0.valueName != nil })
  }

  @Test func missingPiecesAreConfigurationErrorsSayingWhatToSet() throws {
    #expect(
      throws: CommandFailure.configuration(
        "no Subsonic server: give --server URL or set SUBSONIC_URL")
    ) {
      try SubsonicSettings.resolve(invocation(environment: [:]))
    }
    #expect(
      throws: CommandFailure.configuration(
        "no Subsonic user: give --user NAME or set SUBSONIC_USER")
    ) {
      try SubsonicSettings.resolve(invocation(environment: ["SUBSONIC_URL": "http://x"]))
    }
    #expect(throws: CommandFailure.usage("--server \"ftp://x\" is not an http or https URL")) {
      try SubsonicSettings.resolve(invocation(["--server", "ftp://x"], environment: [:]))
    }
    #expect(
      throws: CommandFailure.configuration(
        "the server address \"ftp://x\" is not an http or https URL")
    ) {
      try SubsonicSettings.resolve(invocation(environment: ["SUBSONIC_URL": "ftp://x"]))
    }
  }

  @Test func privateConfigurationFileIsRead() throws {
    let home = try configHome(
      "# mine\nserver = http://127.0.0.1:4533\nuser = ada\npassword = from file\n", mode: 0o600)
    let settings = try SubsonicSettings.resolve(
      invocation(environment: ["XDG_CONFIG_HOME": home]))
    #expect(settings.server.port == 4533)
    #expect(settings.credentials == .password(user: "ada", password: "from file"))
  }

  @Test func configurationFileReadableByOthersIsRefused() throws {
    let home = try configHome("server = http://x\npassword = leaked\n", mode: 0o644)
    #expect {
      try SubsonicSettings.resolve(invocation(environment: ["XDG_CONFIG_HOME": home]))
    } throws: { error in
      guard let failure = error as? CommandFailure else { return false }
      return failure.exitCode == .configuration && failure.message.contains("chmod 600")
        && !failure.message.contains("leaked")
    }
  }

  @Test func configurationFileWithAnUnknownKeyNamesTheLine() throws {
    let home = try configHome("server = http://x\npasword = typo\n", mode: 0o600)
    #expect(
      throws: CommandFailure.configuration("\(home)/sunsonic/config:2: unknown key \"pasword\"")
    ) {
      try SubsonicSettings.resolve(invocation(environment: ["XDG_CONFIG_HOME": home]))
    }
  }

  @Test func aServerAddressHoldingAPasswordIsRefusedWithoutEchoingIt() throws {
    for text in ["ftp://bob:hunter2@h", "http://bob:hunter2@127.0.0.1:4040", "https://bob@h"] {
      #expect {
        try SubsonicSettings.resolve(
          invocation(["--server", text], environment: ["SUBSONIC_PASSWORD": "pw"]))
      } throws: { error in
        (error as? CommandFailure)
          == .usage("--server must not hold a user or password: use --user and SUBSONIC_PASSWORD")
      }
    }
    #expect(
      throws: CommandFailure.configuration(
        "the server address must not hold a user or password: use --user and SUBSONIC_PASSWORD")
    ) {
      try SubsonicSettings.resolve(
        invocation(environment: ["SUBSONIC_URL": "gopher://bob:hunter2@h"]))
    }
  }

  @Test func aPortOutOfRangeIsBadInput() throws {
    #expect(
      throws: CommandFailure.usage(
        "--server \"http://127.0.0.1:99999\": the port must be from 1 to 65535")
    ) {
      try SubsonicSettings.resolve(
        invocation(["--server", "http://127.0.0.1:99999"], environment: [:]))
    }
  }

  @Test func aMalformedAddressIsShownWithoutItsUserAndPassword() throws {
    for text in ["http://u:SECRET@exa mple.com", "ftp://u:SECRET@host"] {
      #expect {
        try SubsonicSettings.resolve(
          invocation(environment: ["SUBSONIC_URL": text, "SUBSONIC_PASSWORD": "pw"]))
      } throws: { error in
        guard let failure = error as? CommandFailure else { return false }
        return failure.exitCode == .configuration && !failure.message.contains("SECRET")
      }
    }
    #expect(
      SuntimesSettings.shownAddress("http://u:SECRET@exa mple.com/x@y")
        == "\"http://…@exa mple.com/x@y\"")
    #expect(SuntimesSettings.shownAddress("http://host/a@b") == "\"http://host/a@b\"")
  }
}
