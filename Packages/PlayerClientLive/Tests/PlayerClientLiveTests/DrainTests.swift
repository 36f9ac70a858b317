import Foundation
import PlayerClient
import Testing

@testable import PlayerClientLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The end of the queue, proven on the samples: the last song ends once mpv's output played it
/// all, so that mpv killed at that moment (as `play`'s exit ends it) has lost none of it. Two
/// outputs write what they play to a file: `--ao=pcm` (faster than real time) and SDL's disk
/// driver (`--ao=sdl`, in real time, holding a few hundred ms like a sound card).
@Suite(.enabled(if: mpvPath != nil, mpvMissing), .serialized)
struct DrainTests {
  /// The songs' frames: 0.45 s and 0.75 s of a constant, non-zero level.
  private let songs = [19_845, 33_075]
  private let level: Int16 = 1_000

  @Test(arguments: ["pcm", "sdl"])
  func theLastSongIsPlayedToItsEndBeforeItEnds(output: String) async throws {
    let folder = try Folder()
    let file = folder.path + "/out"
    let mpv = try player(output: output, file: file)
    var playbacks: [Playback] = []
    for frames in songs {
      let playback = try await mpv.start()
      try playback.write(wav(Array(repeating: level, count: frames)))
      playback.finish()
      playbacks.append(playback)
    }
    for playback in playbacks {
      #expect(end(of: await collect(playback.events, within: .seconds(20))) == .finished)
    }
    let session = try await mpv.openSession()
    session.process.send(SIGKILL)  // what play's exit does once the last song ended, and more
    await session.close()
    let played = framesAtLevel(in: try Data(contentsOf: URL(fileURLWithPath: file)))
    let all = songs.reduce(0, +)
    #expect(played <= all)
    #expect(played >= all - 132, "\(all - played) frames of the last song lost")  // 3 ms
  }

  @Test func quittingInTheMiddleEndsMPVAtOnce() async throws {
    let folder = try Folder()
    let mpv = try player(output: "sdl", file: folder.path + "/out")
    let playback = try await mpv.start()
    try playback.write(wav(Array(repeating: level, count: 44_100 * 3)))
    playback.finish()
    var events = playback.events.makeAsyncIterator()
    #expect(await events.next() == .started)
    try await Task.sleep(for: .milliseconds(300))
    let session = try await mpv.openSession()
    let clock = ContinuousClock()
    let took = await clock.measure { await session.close() }
    #expect(took < .seconds(1), "quit took \(took)")  // no SIGTERM needed
    #expect(kill(session.pid, 0) != 0)
  }

  /// mpv writing what it plays to `file`, through `output`.
  private func player(output: String, file: String) throws -> MPVPlayer {
    var environment = ["PATH": "/usr/bin:/bin", "LANG": "C", "HOME": "/nonexistent"]
    let options: String
    if output == "sdl" {
      environment["SDL_AUDIODRIVER"] = "disk"
      environment["SDL_DISKAUDIOFILE"] = file
      options = "--ao=sdl"
    } else {
      // Raw, appended: mpv faster than real time may go idle between two songs and reopen it.
      options = "--ao=pcm --ao-pcm-waveheader=no --ao-pcm-append=yes --ao-pcm-file=\(file)"
    }
    return MPVPlayer(
      command: try PlayerCommand.resolve(
        "mpv --no-video " + options, searchPath: environment["PATH"]),
      environment: environment)
  }

  /// The frames of the songs' level in what mpv wrote, raw 16-bit stereo (silence around, from
  /// SDL's disk driver).
  private func framesAtLevel(in data: Data) -> Int {
    let bytes = [UInt8](data)
    return stride(from: 0, to: bytes.count - 3, by: 4).filter { offset in
      abs(
        Int(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8)) - Int(level))
        <= 1
    }.count
  }
}
