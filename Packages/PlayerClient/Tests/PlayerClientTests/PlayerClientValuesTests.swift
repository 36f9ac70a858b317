import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayerClient
import Testing

@Suite(.dependencies)
struct PlayerClientValuesTests {
  @Test(arguments: ["prepare", "start"])
  func testValueFailsTheTestNamingTheEndpoint(endpoint: String) async {
    let client = DependencyValues.current.playerClient
    await withKnownIssue {
      await #expect(throws: UnimplementedEndpoint(endpoint: "PlayerClient.\(endpoint)")) {
        if endpoint == "prepare" {
          try await client.prepare()
        } else {
          _ = try await client.start(AudioDescription())
        }
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("PlayerClient.\(endpoint) is unimplemented") }
    }
  }

  @Test func previewAtOnceReportsEverySecondOfTheDurationOnceTheAudioIsComplete() async throws {
    let client = PlayerClient.preview(sleeper: .immediate)
    let playback = try await client.start(AudioDescription(duration: .seconds(3)))
    try playback.write(Data([1, 2, 3]))
    playback.finish()
    let events = await collect(playback.events)
    #expect(
      events == [
        .started, .position(.seconds(1)), .position(.seconds(2)), .position(.seconds(3)),
        .ended(.finished, played: .seconds(3)),
      ])
    #expect(throws: PlayerError.ended) { try playback.write(Data([4])) }
  }

  @Test func previewStoppedBeforeTheEndEndsStoppedAndIgnoresTheRest() async throws {
    let playback = try await PlayerClient.preview(sleeper: .unimplemented)
      .start(AudioDescription(duration: .seconds(9)))
    await playback.stop()
    playback.finish()
    await playback.stop()
    #expect(await collect(playback.events) == [.ended(.stopped, played: .zero)])
  }

  @Test func previewOfAnEnormousDurationSendsABoundedTimeline() async throws {
    let long = Duration.seconds(Int64.max / 2)
    let playback = try await PlayerClient.preview(sleeper: .immediate)
      .start(AudioDescription(duration: long))
    playback.finish()
    let events = await collect(playback.events)
    #expect(events.count <= 3_602)  // started, 3,600 positions, ended
    #expect(events.last == .ended(.finished, played: long))
  }

  @Test func previewContextReadsThePreviewValue() async throws {
    let values = DependencyValues(context: .preview)
    let playback = try await DependencyValues.$current.withValue(values) {
      try await values.playerClient.start(AudioDescription())  // no duration: no time to wait
    }
    playback.finish()
    #expect(await collect(playback.events) == [.started, .ended(.finished, played: .zero)])
    #expect(!values.isSet(PlayerClientKey.self))
  }

  @Test func failingBuilderAndThePreviewWithoutPlayerThrowTheirError() async {
    await #expect(throws: PlayerError.cannotStart(program: "mpv", reason: "EACCES")) {
      _ = try await PlayerClient.failing(.cannotStart(program: "mpv", reason: "EACCES"))
        .start(AudioDescription())
    }
    await #expect(throws: PlayerError.notFound(lookedFor: ["mpv", "ffplay"])) {
      _ = try await PlayerClient.previewWithoutPlayer.start(AudioDescription())
    }
    await #expect(throws: PlayerError.notFound(lookedFor: ["mpv", "ffplay"])) {
      try await PlayerClient.previewWithoutPlayer.prepare()
    }
    try? await PlayerClient.preview.prepare()  // finds its player: throws nothing
  }

  @Test(arguments: [
    PlayerError.notFound(lookedFor: ["mpv", "ffplay"]), .notFound(lookedFor: []),
    .invalidCommand("an unclosed quote"), .cannotStart(program: "mpv", reason: "EACCES"),
    .playerFailed(program: "ffplay", status: "exit status 1"),
    .cannotPlay(program: "mpv", reason: "audio output initialization failed"),
    .cannotFeed("ENOSPC"), .ended, .cancelled,
  ])
  func everyErrorIsOneLine(error: PlayerError) {
    #expect(!error.description.isEmpty)
    #expect(!error.description.contains("\n"))
  }

  @Test func notFoundNamesWhatWasLookedForAndHowToSetAPlayer() {
    let line = PlayerError.notFound(lookedFor: ["mpv", "ffplay"]).description
    #expect(line.contains("mpv or ffplay"))
    #expect(line.contains("--player"))
  }

  @Test func wrappingKeepsPlayerErrorsAndNamesOthers() {
    #expect(PlayerError.wrapping(PlayerError.ended) == .ended)
    #expect(PlayerError.wrapping(CancellationError()) == .cancelled)
    guard case .cannotStart(_, let reason) = PlayerError.wrapping(URLError(.badURL)) else {
      Issue.record("expected cannotStart")
      return
    }
    #expect(reason.contains("URLError"))
  }
}

/// Every event of a playback, in order, once it has ended.
private func collect(_ events: AsyncStream<PlaybackEvent>) async -> [PlaybackEvent] {
  await events.reduce(into: []) { $0.append($1) }
}
