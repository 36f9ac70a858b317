import Foundation
import PlayerClient
import PlayerClientLive
import Testing

/// A player run per song starts a song once the one before has ended.
struct PipePlayerQueueTests {
  @Test func aSongStartedWhileAnotherPlaysStartsItsPlayerAfterThatOneEnded() async throws {
    let folder = try Folder()
    let log = folder.path + "/log"
    // Each player logs its start, reads its audio, and logs its end.
    let client = PlayerClient.live(
      command: "/bin/sh -c 'echo start >> \(log); cat > /dev/null; echo end >> \(log)'",
      environment: ["PATH": "/usr/bin:/bin"])
    let first = try await client.start(AudioDescription())
    try first.write(Data([1, 2, 3]))
    var firstEvents = first.events.makeAsyncIterator()
    #expect(await firstEvents.next() == .started)
    let starting = Task { try await client.start(AudioDescription()) }
    // The first player still reads: the second has not started.
    try await Task.sleep(for: .milliseconds(200))
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "start\n")
    first.finish()
    while let event = await firstEvents.next() {
      if case .ended(let end, _) = event { #expect(end == .finished) }
    }
    let second = try await starting.value
    second.finish()
    #expect(end(of: await collect(second.events)) == .finished)
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "start\nend\nstart\nend\n")
  }

  @Test func aSongCancelledWhileWaitingStartsNothing() async throws {
    let client = PlayerClient.live(
      command: "/bin/sh -c 'cat > /dev/null'", environment: ["PATH": "/usr/bin:/bin"])
    let first = try await client.start(AudioDescription())
    let waiting = Task { try await client.start(AudioDescription()) }
    waiting.cancel()
    await #expect(throws: PlayerError.cancelled) { try await waiting.value }
    first.finish()
    #expect(end(of: await collect(first.events)) == .finished)
    let third = try await client.start(AudioDescription())  // after the first: at once
    third.finish()
    #expect(end(of: await collect(third.events)) == .finished)
  }
}
