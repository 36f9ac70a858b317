import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

@MainActor
struct PlayCommandTests {
  @Test(arguments: [
    (
      ["play"],
      "nothing to play: give songs, --album, --playlist, --artist, --random N, --resume,"
        + " --bookmark SONG or --station STATION"
    ),
    (["play", "--bookmark", "x", "--resume"], "give one of --bookmark, --resume, not several"),
    (["play", "--bookmark", ""], "--bookmark \"\": empty"),
    (["play", "song-1", "--random", "3"], "give one of SONG, --random, not several"),
    (["play", "--album", "x", "--resume"], "give one of --album, --resume, not several"),
    (["play", "--playlist", "x", "--all"], "--all goes with --artist"),
    (
      ["play", "--resume", "--shuffle"],
      "--shuffle does not go with --resume: it starts at a saved position"
    ),
    (
      ["play", "--bookmark", "x", "--shuffle"],
      "--shuffle does not go with --bookmark: it starts at a saved position"
    ),
    (["play", "--station", "x", "--lyrics"], "--lyrics does not go with --station"),
    (["play", "--random", "0"], "--random \"0\": not a whole number from 1 to 500"),
    (
      ["play", "--random", "3", "--format", "mp3;rm"],
      "--format \"mp3;rm\": give a format's short name (mp3, opus, raw)"
    ),
    (
      ["play", "--random", "3", "--max-bitrate", "-1"],
      "--max-bitrate \"-1\": not a whole number from 0 to 10000"
    ),
  ])
  func badSelectionsAreOneUsageLineBeforeAnyRequest(arguments: [String], message: String) async {
    // The unimplemented client and player fail any test that reaches them.
    let run = await runSunsonic(arguments, with: DependencyValues(context: .test))
    #expect(run.code == .usage)
    #expect(run.err == "sunsonic: \(message)\n")
    #expect(run.out.isEmpty)
  }

  @Test func withoutATerminalEachSongIsOneLineAndNothingElse() async {
    let run = await runSunsonic(["play", "song-1", "song-2"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    #expect(
      run.out
        == "Playing 1/2 First Light — Aurora Vale (3:07)\nPlaying 2/2 Birdsong — Aurora Vale (3:44)\n"
    )
    #expect(!run.out.contains("\u{1B}") && !run.err.contains("\u{1B}"))
  }

  @Test func onATerminalTheStatusLineGivesWayToALineSayingWhatWasPlayed() async throws {
    let run = await runSunsonic(
      ["play", "song-1", "song-2"], with: musicValues(), errorIsTerminal: true)
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.isEmpty)
    let lastLine = try #require(run.err.components(separatedBy: "\u{1B}[K").last)
    #expect(lastLine == "Played 2 of 2 songs of “Dawn Chorus” (6:51)\n", "\(run.err)")
  }

  @Test func offATerminalNoLineSaysWhatWasPlayed() async {
    let run = await runSunsonic(["play", "song-1", "--json"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    #expect(!run.out.contains("Played") && !run.err.contains("Played"))
  }

  @Test func jsonIsTheQueueAndWherePlayingStoppedAndTheSongLinesGoToStandardError() async throws {
    let run = await runSunsonic(["play", "First Light", "--json"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    let object = try jsonObject(run.out)
    #expect(object["queue"] as? [String] == ["song-1"])
    #expect(object["current"] as? String == "song-1")
    #expect(object["positionMs"] as? Int == 187_000)
    #expect(run.err.contains("Playing 1/1 First Light"))
  }

  @Test func noPlayerIsExit69NamingWhatWasLookedForAndHowToSetOne() async {
    let run = await runSunsonic(
      ["play", "song-1"], with: musicValues(player: .previewWithoutPlayer))
    #expect(run.code == .unavailable)
    #expect(run.out.isEmpty)
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.err.contains("mpv or ffplay") && run.err.contains("--player"))
  }

  @Test func aSongThatDoesNotStreamIsOneLineAndTheQueuePlaysOn() async {
    var client = SubsonicClient.inMemory()
    client.stream = { id, options, receive in
      guard id == "song-1" else {
        return try await SubsonicClient.inMemory().stream(id, options, receive)
      }
      throw SubsonicError.unreachable("the connection was lost")
    }
    let run = await runSunsonic(["play", "song-1", "song-2"], with: musicValues(client))
    #expect(run.code == .unavailable)
    #expect(run.out.contains("Playing 2/2 Birdsong"))
    #expect(
      run.err
        == "sunsonic: First Light did not come whole (the Subsonic server is unreachable: the"
        + " connection was lost); playing on\n"
        + "sunsonic: 1 song of the queue could not be streamed whole; the last: the Subsonic"
        + " server is unreachable: the connection was lost\n")
  }

  @Test func aNameNotFoundIsNotFound() async {
    let run = await runSunsonic(["play", "--album", "No Such Album"], with: musicValues())
    #expect(run.code == .notFound)
  }

  @Test func anUnusablePlayerCommandIsBadUsageFromTheFlagAndABadConfigurationFromTheFile()
    async throws
  {
    let flag = await runSunsonic(["play", "song-1", "--player", "'mpv"], with: musicValues())
    #expect(flag.code == .usage)
    #expect(flag.err == "sunsonic: --player \"'mpv\": a quote is not closed\n")
    let home = try temporaryFolder()
    let folder = home.appendingPathComponent("sunsonic")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config")
    try Data("player = mpv \"--ao=null\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let configured = await runSunsonic(
      ["play", "song-1"], with: musicValues(), environment: ["XDG_CONFIG_HOME": home.path])
    #expect(configured.code == .configuration)
    #expect(configured.err.contains("the configuration's player"))
    #expect(configured.out.isEmpty)
  }

  @Test(arguments: [
    (" pnbq", [PlayKey.pause, .pause, .next, .previous, .quit]),
    ("\u{1B}[C\u{1B}[D", [.next, .previous]),
    (
      ",.<>-=m",
      [
        .seek(seconds: -10), .seek(seconds: 10), .seek(seconds: -60), .seek(seconds: 60),
        .volume(by: -5), .volume(by: 5), .mute,
      ]
    ),
    ("x\u{1B}[Ay\u{1B}", []),  // up arrow, unknown letters, a lone escape
    ("\u{1B}[", []),
  ])
  func keysAreReadFromTheTerminalsBytes(text: String, keys: [PlayKey]) {
    #expect(PlayKey.keys(in: Array(text.utf8)) == keys)
  }

  @Test func thePlayerGetsNoSubsonicSetting() {
    let environment = PlayerSettings.environment(for: [
      "PATH": "/usr/bin", "SUBSONIC_PASSWORD": "secret", "SUBSONIC_API_KEY": "key",
      "SUBSONIC_URL": "http://x", "HOME": "/home/a",
    ])
    #expect(environment == ["PATH": "/usr/bin", "HOME": "/home/a"])
  }

  @Test(arguments: [
    (PlayFailure.player(.notFound(lookedFor: ["mpv"])), ExitCode.unavailable),
    (.player(.playerFailed(program: "mpv", status: "exit status 2")), .unavailable),
    (.player(.invalidCommand("a quote is not closed")), .usage),
    (.emptyQueue, .notFound), (.nothingSaved, .notFound), (.noBookmark(song: "x"), .notFound),
    (.server(.notSupported(endpoint: "getPlayQueue")), .unavailable),
    (.server(.cancelled), .interrupted),
    (.songsSkipped(count: 2, last: .server(.unreachable("lost"))), .unavailable),
  ])
  func playFailuresHaveTheirExitCodes(failure: PlayFailure, code: ExitCode) {
    #expect(ErrorTranslation.failure(for: failure as any Error).exitCode == code)
  }

  @Test func streamToAFileIsTheServersStream() async throws {
    let folder = try temporaryFolder()
    let run = await runSunsonic(
      ["stream", "song-1", "-o", folder.path, "--json"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    let object = try jsonObject(run.out)
    let path = try #require(object["path"] as? String)
    let chunks = Recorder<Data>()
    _ = try await SubsonicClient.inMemory().stream("song-1", StreamOptions()) {
      chunks.record($0)
    }
    #expect(FileManager.default.contents(atPath: path) == chunks.values.reduce(Data(), +))
  }
}
