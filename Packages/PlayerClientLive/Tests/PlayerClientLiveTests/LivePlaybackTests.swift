import Foundation
import PlayerClient
import PlayerClientLive
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live player with real programs (`sh`, `cat`, `sleep`) standing in for mpv.
struct LivePlaybackTests {
  private let environment = ["PATH": "/usr/bin:/bin", "LANG": "C"]

  private func player(_ script: String) -> PlayerClient {
    .live(command: "/bin/sh -c '\(script)'", environment: environment)
  }

  @Test func thePlayerReceivesEveryByteInOrderAndTheEndIsFinished() async throws {
    let folder = try Folder()
    let output = folder.path + "/received"
    let playback = try await player("cat > \(output)").start(AudioDescription())
    var audio = Data()
    for index in 0..<64 {
      let chunk = Data((0..<(4_093 + index)).map { _ in UInt8.random(in: 0...255) })
      try playback.write(chunk)
      audio.append(chunk)
    }
    playback.finish()
    let events = await collect(playback.events)
    #expect(events.first == .started)
    #expect(end(of: events) == .finished)
    #expect(FileManager.default.contents(atPath: output) == audio)
  }

  @Test func aPlayerThatFailsEndsTheFailureNamingItsStatus() async throws {
    let playback = try await player("cat > /dev/null; exit 3").start(AudioDescription())
    try playback.write(Data([1, 2, 3]))
    playback.finish()
    let events = await collect(playback.events)
    #expect(end(of: events) == .failed(.playerFailed(program: "/bin/sh", status: "exit status 3")))
    #expect(throws: PlayerError.ended) { try playback.write(Data([4])) }
  }

  @Test(arguments: [1_000, 300_000])  // what the pipe holds, and more
  func aPlayerThatExitsWithoutTakingTheAudioFailedSayingSo(bytes: Int) async throws {
    let playback = try await player("exit 0").start(AudioDescription())
    try? playback.write(Data(repeating: 7, count: bytes))  // fails once it has ended
    playback.finish()
    let events = await collect(playback.events)
    let status = "it exited without taking all of the audio: a command with arguments must read"
    #expect(
      end(of: events)
        == .failed(.playerFailed(program: "/bin/sh", status: status + " it from standard input")))
  }

  @Test func aPlayerThatTakesPartOfTheAudioAndExitsFailed() async throws {
    let playback = try await player("head -c 10 > /dev/null").start(AudioDescription())
    try? playback.write(Data(repeating: 7, count: 1_000))
    playback.finish()
    guard case .failed(.playerFailed(_, let status))? = end(of: await collect(playback.events))
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(status.contains("without taking all of the audio"))
  }

  @Test func stopEndsAPlayerThatNeverReadsAndReapsIt() async throws {
    let folder = try Folder()
    let pidFile = folder.path + "/pid"
    let playback = try await player("echo $$ > \(pidFile); exec sleep 30").start(
      AudioDescription())
    let pid = try await readPID(pidFile)
    try playback.write(Data(repeating: 7, count: 300_000))  // more than a pipe holds
    let started = ContinuousClock.now
    await playback.stop()
    #expect(ContinuousClock.now - started < .seconds(2))
    #expect(end(of: await collect(playback.events)) == .stopped)
    #expect(kill(pid, 0) == -1 && errno == ESRCH)  // gone and reaped: not even a zombie
    #expect(throws: PlayerError.ended) { try playback.write(Data([1])) }
  }

  @Test func aPlayerIgnoringSIGTERMIsKilledAfterTheGrace() async throws {
    let folder = try Folder()
    let pidFile = folder.path + "/pid"
    let playback = try await player(
      "trap \"\" TERM; echo $$ > \(pidFile); while :; do sleep 0.05; done"
    ).start(AudioDescription())
    let pid = try await readPID(pidFile)
    let started = ContinuousClock.now
    await playback.stop()
    #expect(ContinuousClock.now - started >= .seconds(2))
    #expect(end(of: await collect(playback.events)) == .stopped)
    #expect(kill(pid, 0) == -1 && errno == ESRCH)
  }

  @Test func thePlayerSeesTheEnvironmentGivenAndNothingElse() async throws {
    let folder = try Folder()
    let output = folder.path + "/environment"
    let shown = try await PlayerClient.live(
      command: "/bin/sh -c 'env > \(output)'", environment: ["PATH": "/usr/bin:/bin", "ONLY": "x"]
    ).start(AudioDescription())
    shown.finish()
    _ = await collect(shown.events)
    let lines = Set(
      (String(data: FileManager.default.contents(atPath: output) ?? Data(), encoding: .utf8) ?? "")
        .split(separator: "\n").map(String.init))
    #expect(lines.contains("ONLY=x"))
    #expect(lines.contains("PATH=/usr/bin:/bin"))
    #expect(!lines.contains { $0.hasPrefix("HOME=") || $0.hasPrefix("SUBSONIC_") })
  }

  #if os(Linux)
    @Test func pauseStopsTheProcessAndThePositionResumeGoesOn() async throws {
      let folder = try Folder()
      let pidFile = folder.path + "/pid"
      let playback = try await player("echo $$ > \(pidFile); exec cat > /dev/null").start(
        AudioDescription())
      let pid = try await readPID(pidFile)
      let begun = ContinuousClock.now
      try playback.write(Data([1]))
      var iterator = playback.events.makeAsyncIterator()
      #expect(await iterator.next() == .started)
      await playback.pause()
      try await Task.sleep(for: .milliseconds(100))
      #expect(processState(pid) == "T")
      try await Task.sleep(for: .milliseconds(600))
      await playback.resume()
      #expect(processState(pid) != "T")
      guard case .position(let played) = await iterator.next() else {
        Issue.record("expected a position")
        return
      }
      // At least 700 ms were paused, and are not counted, however slow the machine: the position
      // is at most the time since the first byte less those 700 ms.
      #expect(played <= ContinuousClock.now - begun - .milliseconds(700))
      await playback.stop()
      while let event = await iterator.next() {
        if case .ended(let end, _) = event { #expect(end == .stopped) }
      }
    }
  #endif

  @Test func prepareFindsThePlayerWithoutStartingIt() async throws {
    let folder = try Folder()
    let marker = folder.path + "/ran"
    try await PlayerClient.live(
      command: "/bin/sh -c 'touch \(marker)'", environment: environment
    ).prepare()
    #expect(!FileManager.default.fileExists(atPath: marker))
    await #expect(throws: PlayerError.notFound(lookedFor: ["no-such-player"])) {
      try await PlayerClient.live(command: "no-such-player", environment: environment).prepare()
    }
  }

  #if os(Linux)
    @Test func thePlayerGetsNoDescriptorButItsStandardStreams() async throws {
      // Not marked close-on-exec, as another thread's socket can be for a moment.
      let opened = open("/dev/null", O_RDONLY)
      let leaked = dup2(opened, 77)
      close(opened)
      defer { close(leaked) }
      #expect(leaked == 77)
      let folder = try Folder()
      let output = folder.path + "/descriptors"
      let playback = try await player("ls /proc/$$/fd > \(output)").start(AudioDescription())
      playback.finish()
      _ = await collect(playback.events)
      let listed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
      let descriptors = listed.split(separator: "\n")
      #expect(descriptors.contains("0") && descriptors.contains("2"))
      #expect(!descriptors.contains("77"))  // the shell may hold its own (dash saves fd 1 as 10)
    }

    @Test func stopEndsThePlayersChildrenToo() async throws {
      let folder = try Folder()
      let pidFile = folder.path + "/pid"
      // The shell waits for its child, which writes its own pid: both must end.
      let playback = try await player("sh -c \"echo \\$\\$ > \(pidFile); exec sleep 30\"; true")
        .start(AudioDescription())
      let child = try await readPID(pidFile)
      await playback.stop()
      #expect(end(of: await collect(playback.events)) == .stopped)
      for _ in 0..<300 where kill(child, 0) == 0 { try await Task.sleep(for: .milliseconds(10)) }
      #expect(kill(child, 0) == -1)
    }
  #endif

  @Test func anUnknownProgramIsNotFoundAndAMissingPathCannotStart() async {
    await #expect(throws: PlayerError.notFound(lookedFor: ["no-such-player"])) {
      _ = try await PlayerClient.live(command: "no-such-player", environment: environment)
        .start(AudioDescription())
    }
    await #expect(throws: PlayerError.notFound(lookedFor: ["mpv", "ffplay"])) {
      _ = try await PlayerClient.live(command: nil, environment: ["PATH": "/nonexistent"])
        .start(AudioDescription())
    }
  }
}

/// The pid a player script wrote to `path`, waiting up to 5 s for it.
private func readPID(_ path: String) async throws -> pid_t {
  for _ in 0..<500 {
    if let text = try? String(contentsOfFile: path, encoding: .utf8),
      let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    {
      return pid
    }
    try await Task.sleep(for: .milliseconds(10))
  }
  throw PlayerError.cannotStart(program: "sh", reason: "wrote no pid")
}

#if os(Linux)
  /// The state letter of `/proc/PID/stat` (`T` when stopped).
  private func processState(_ pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].first { $0 != " " }
  }
#endif
