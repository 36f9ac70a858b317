import Foundation
import PlayerClient
import PlayerClientLive
import Testing

/// A player fed through a pipe has no control channel: seek and volume are not supported.
struct PipePlayerControlsTests {
  @Test func aPlayerFedThroughAPipeCannotSeekNorSetTheVolume() async throws {
    let playback = try await PlayerClient.live(
      command: "/bin/sh -c 'cat > /dev/null'", environment: ["PATH": "/usr/bin:/bin"]
    ).start(AudioDescription())
    await #expect(throws: PlayerError.notSupported("seek")) {
      try await playback.seek(.relative(.seconds(10)))
    }
    await #expect(throws: PlayerError.notSupported("set the volume")) {
      try await playback.setVolume(50)
    }
    await #expect(throws: PlayerError.notSupported("mute")) { try await playback.setMuted(true) }
    playback.finish()
    #expect(end(of: await collect(playback.events)) == .finished)
  }
}
