import Foundation
import PlayerClient
import Testing

@testable import PlayerClientLive

/// Gapless, proven on the samples: one continuous tone cut into four WAV files, played through
/// one mpv session writing PCM to a file, has no inserted silence and no jump at the joints.
@Suite(.enabled(if: mpvPath != nil, mpvMissing))
struct GaplessTests {
  @Test func aToneCutIntoFilesPlaysBackAsOneTone() async throws {
    let folder = try Folder()
    let output = folder.path + "/out.wav"
    let mpv = MPVPlayer(
      command: try PlayerCommand.resolve(
        "mpv --ao=pcm --ao-pcm-file=\(output) --no-video --pause", searchPath: "/usr/bin:/bin"),
      environment: ["PATH": "/usr/bin:/bin"])
    let rate = 44_100
    let cuts = [0, 30_000, 74_100, 100_000, 150_000]  // uneven, none on a whole period
    let whole = tone(seconds: Double(cuts.last ?? 0) / Double(rate))
    var playbacks: [Playback] = []
    for (start, end) in zip(cuts, cuts.dropFirst()) {
      let playback = try await mpv.start()
      try playback.write(wav(Array(whole[start..<end])))
      playback.finish()
      playbacks.append(playback)
    }
    // --ao=pcm plays faster than real time: all four are in mpv's playlist before it plays
    // (else it would go idle between two, and reopen the file).
    let session = try await mpv.openSession()
    var count = 0.0
    for _ in 0..<500 where count < 4 {
      count =
        await session.request([.string("get_property"), .string("playlist-count")]).number ?? 0
      if count < 4 { try await Task.sleep(for: .milliseconds(10)) }
    }
    #expect(count == 4)
    _ = await session.request([.string("set_property"), .string("pause"), .bool(false)])
    for playback in playbacks {
      #expect(end(of: await collect(playback.events, within: .seconds(30))) == .finished)
    }
    await session.close()  // mpv writes the header as it quits
    let wave = try #require(PCMWave(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(wave.rate == rate && wave.channels == 2)
    #expect(wave.samples.count == whole.count)  // nothing inserted, nothing lost
    // The tone's steepest step between two samples, with room for rounding.
    let slope = 12_000 * 2 * Double.pi * 440 / Double(rate) + 2
    for joint in cuts.dropFirst().dropLast() {
      let window = max(1, joint - 64)..<min(wave.samples.count, joint + 64)
      for index in window {
        #expect(abs(wave.samples[index] - Double(whole[index])) <= 2, "at \(index), joint \(joint)")
        #expect(abs(wave.samples[index] - wave.samples[index - 1]) <= slope)
      }
    }
  }
}
