import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `R` in the UI plays the queue saved on the server, its current song from the saved position.
@MainActor
struct UIShellResumeTests {
  @Test(.timeLimit(.minutes(1)))
  func rResumesTheSavedQueueAtTheSavedPosition() async throws {
    let client = SubsonicClient.inMemory()
    try await client.savePlayQueue(["song-1", "song-2"], "song-2", 42_000)
    let calls = Recorder<String>()
    let player = UIShellActionTests().playingPlayer(calls)  // it records the seeks
    let shell = DependencyValues.$current.withValue(musicValues(client, player: player)) {
      UIShell()
    }
    shell.start()
    _ = shell.handle(.key(.character("R"), modifiers: []))
    await observedUntil {
      if case .playing(let status) = shell.playback.store.state { return status.hasStarted }
      return false
    }
    guard case .playing(let status) = shell.playback.store.state else { return }
    #expect(status.song.id == "song-2")
    #expect(calls.values == ["seek \(SeekTarget.absolute(.seconds(42)))"])
    await shell.stop()
  }

  @Test func theHelpListsR() {
    #expect(UIKeyHelp.keys.contains { $0.keys == "R" && $0.does == "resume the saved queue" })
  }
}
