import Foundation
import PlayerClient
import Testing

@testable import PlayerClientLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The mpv session against Debian's real mpv (null audio): bounded waits, nothing left running.
@Suite(.enabled(if: mpvPath != nil, mpvMissing), .serialized)
struct MPVSessionTests {
  private let environment = ["PATH": "/usr/bin:/bin", "LANG": "C", "HOME": "/nonexistent"]
  /// mpv with an audio output that cannot open, on any machine: every song fails.
  private static let noAudioDevice =
    "--ao=alsa --audio-device=alsa/sunsonic-no-such-device --no-video"

  private func player(_ options: String = "--ao=null --no-video") throws -> MPVPlayer {
    MPVPlayer(
      command: try PlayerCommand.resolve("mpv " + options, searchPath: environment["PATH"]),
      environment: environment)
  }

  @Test func songsPlayOneAfterAnotherInOneMPVProcess() async throws {
    let mpv = try player()
    let session = try await mpv.openSession()
    for _ in 0..<3 {
      let playback = try await mpv.start()
      try playback.write(wav(tone(seconds: 0.3)))
      playback.finish()
      let events = await collect(playback.events, within: .seconds(20))
      #expect(events.first == .started)
      #expect(end(of: events) == .finished)
      #expect(try await mpv.openSession() === session)
    }
    await session.close()
  }

  @Test func aSongStartsWhileItsFileStillGrows() async throws {
    let mpv = try player()
    let playback = try await mpv.start()
    let audio = wav(tone(seconds: 1))
    try playback.write(audio.prefix(30_000))
    var iterator = playback.events.makeAsyncIterator()
    #expect(await iterator.next() == .started)  // before the rest of the audio came
    let started = ContinuousClock.now
    try playback.write(audio.dropFirst(30_000))
    playback.finish()
    var last: PlaybackEvent?
    while let event = await iterator.next() { last = event }
    guard case .ended(.finished, _)? = last else {
      Issue.record("ended \(String(describing: last))")
      return
    }
    // The whole second in real time (null audio), not the first 30 KB (0.17 s).
    #expect(ContinuousClock.now - started > .milliseconds(800))
    await (try mpv.openSession()).close()
  }

  @Test func stopEndsTheSongAndTheNextGoesOn() async throws {
    let mpv = try player()
    let first = try await mpv.start()
    try first.write(wav(tone(seconds: 30)))
    first.finish()
    let second = try await mpv.start()
    try second.write(wav(tone(seconds: 0.3)))
    second.finish()
    var iterator = first.events.makeAsyncIterator()
    #expect(await iterator.next() == .started)
    await first.stop()
    var last: PlaybackEvent?
    while let event = await iterator.next() { last = event }
    guard case .ended(.stopped, _)? = last else {
      Issue.record("ended \(String(describing: last))")
      return
    }
    let events = await collect(second.events, within: .seconds(20))
    #expect(events.first == .started)
    #expect(end(of: events) == .finished)
    await (try mpv.openSession()).close()
  }

  @Test func seekMovesThePositionAndTheVolumeAndMuteAreMPVs() async throws {
    let mpv = try player()
    let session = try await mpv.openSession()
    let playback = try await mpv.start()
    try playback.write(wav(tone(seconds: 30)))
    playback.finish()
    var iterator = playback.events.makeAsyncIterator()
    #expect(await iterator.next() == .started)
    try await playback.seek(.absolute(.seconds(20)))
    var position = Duration.zero
    while case .position(let played)? = await iterator.next(), played < .seconds(20) {}
    try await playback.seek(.relative(.seconds(-15)))
    while case .position(let played)? = await iterator.next() {
      position = played
      if played < .seconds(10) { break }
    }
    #expect(position >= .seconds(4) && position < .seconds(10))
    try await playback.setVolume(140)  // clamped
    #expect(await session.request([.string("get_property"), .string("volume")]).number == 100)
    try await playback.setVolume(35)
    #expect(await session.request([.string("get_property"), .string("volume")]).number == 35)
    try await playback.setMuted(true)
    let muted = await session.request([.string("get_property"), .string("mute")])
    #expect(muted.succeeded)
    await playback.stop()
    await #expect(throws: PlayerError.notSupported("seek before the song plays")) {
      try await playback.seek(.relative(.seconds(1)))
    }
    await session.close()
  }

  #if os(Linux)
    @Test func mpvGetsNoSecretAndNothingOutlivesTheSession() async throws {
      let mpv = try player()
      let session = try await mpv.openSession()
      let pid = session.pid
      let playback = try await mpv.start()
      try playback.write(wav(tone(seconds: 5)))
      var folderMode = stat()
      #expect(stat(session.folder.path, &folderMode) == 0)
      #expect(folderMode.st_mode & 0o777 == 0o700)
      let words = try procStrings(pid, "cmdline")
      #expect(
        words.dropFirst() == [
          "--ao=null", "--no-video", "--idle=yes", "--no-terminal",
          "--input-ipc-server=" + session.folder.path + "/socket", "--gapless-audio=yes",
        ])
      #expect(
        Set(try procStrings(pid, "environ")) == [
          "PATH=/usr/bin:/bin", "LANG=C", "HOME=/nonexistent",
        ])
      await session.close()
      #expect(end(of: await collect(playback.events, within: .seconds(5))) == .stopped)
      #expect(kill(pid, 0) == -1 && errno == ESRCH)
      #expect(!FileManager.default.fileExists(atPath: session.folder.path))
    }

    @Test func mpvKilledEndsTheSongFailedAndTheNextSessionIsNew() async throws {
      let mpv = try player()
      let session = try await mpv.openSession()
      let playback = try await mpv.start()
      try playback.write(wav(tone(seconds: 5)))
      playback.finish()
      var iterator = playback.events.makeAsyncIterator()
      #expect(await iterator.next() == .started)
      kill(session.pid, SIGKILL)
      var last: PlaybackEvent?
      while let event = await iterator.next() { last = event }
      guard case .ended(.failed(.playerFailed), _)? = last else {
        Issue.record("ended \(String(describing: last))")
        return
      }
      #expect(!FileManager.default.fileExists(atPath: session.folder.path))
      let next = try await mpv.openSession()
      #expect(next !== session)
      await next.close()
    }

    @Test func aSongMPVCannotPlayFailsWithMPVsReason() async throws {
      let mpv = try player(Self.noAudioDevice)
      let session = try await mpv.openSession()
      let playback = try await mpv.start()
      try playback.write(wav(tone(seconds: 0.3)))
      playback.finish()
      let events = await collect(playback.events, within: .seconds(20))
      #expect(
        end(of: events)
          == .failed(.cannotPlay(program: "mpv", reason: "audio output initialization failed")))
      await session.close()
    }

    @Test func sunsonicsExitAfterAFailedSongEndsMPVAndReapsIt() async throws {
      let mpv = try player(Self.noAudioDevice)
      let session = try await mpv.openSession()
      let pid = session.pid
      let playback = try await mpv.start()
      try playback.write(wav(tone(seconds: 0.3)))
      playback.finish()
      guard case .ended(.failed, _)? = await collect(playback.events, within: .seconds(20)).last
      else {
        Issue.record("the song did not fail")
        await session.close()
        return
      }
      session.terminateAndWait()  // sunsonic's exit (`atexit`), while mpv lingers for a song
      #expect(kill(pid, 0) == -1 && errno == ESRCH, "mpv still there (running or a zombie)")
      var status: Int32 = 0
      #expect(waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD)
      #expect(!FileManager.default.fileExists(atPath: session.folder.path))
    }
  #endif

  @Test func aPlayerThatOpensNoSocketCannotStartAndLeavesNothing() async throws {
    let folder = try Folder()
    let fake = try folder.executable("mpv", "exit 0")
    let mpv = MPVPlayer(
      command: try PlayerCommand.resolve(fake, searchPath: nil), environment: environment)
    await #expect(
      throws: PlayerError.cannotStart(
        program: fake, reason: "it ended at once (check its options)")
    ) { try await mpv.start() }
  }
}

#if os(Linux)
  /// The NUL-separated strings of `/proc/PID/NAME`.
  func procStrings(_ pid: pid_t, _ name: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/\(name)"))
    return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }
#endif
