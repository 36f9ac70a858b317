import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayerClient
import Testing

/// The preview player in time: a manual sleeper steps its clock a second at a time, so the
/// position, pause, resume and stop are seen as a person would see them, without waiting.
@Suite(.timeLimit(.minutes(1)), .dependencies)
struct PreviewPlaybackTests {
  @Test func eachSecondSleptOnTheRegistrysSleeperMovesThePositionToTheDuration() async throws {
    let sleeper = ManualSleeper()
    let playback = try await withDependencies {
      $0.sleeper = sleeper.sleeper
    } operation: {
      try await PlayerClient.preview.start(AudioDescription(duration: .milliseconds(2_500)))
    }
    var events = playback.events.makeAsyncIterator()
    try playback.write(Data([1]))
    #expect(sleeper.durations.isEmpty)  // nothing plays before the audio is complete
    playback.finish()
    #expect(await events.next() == .started)
    for second in 1...2 {
      await sleeper.waitForSleeps(second)
      sleeper.releaseStarted()
      #expect(await events.next() == .position(.seconds(second)))
    }
    await sleeper.waitForSleeps(3)
    sleeper.releaseStarted()
    #expect(await events.next() == .ended(.finished, played: .milliseconds(2_500)))
    #expect(await events.next() == nil)
    #expect(sleeper.durations == [.seconds(1), .seconds(1), .milliseconds(500)])
  }

  @Test func pauseStopsTheClockResumeStartsItAndStopEndsWhereItWas() async throws {
    let sleeper = ManualSleeper()
    let (playback, events) = try await completePreview(of: .seconds(180), on: sleeper)
    await sleeper.endSleep(1)
    #expect(await events.next() == .position(.seconds(1)))
    await sleeper.waitForSleeps(2)
    await playback.pause()
    await playback.pause()  // nothing more
    await playback.resume()
    await playback.resume()  // nothing more
    await sleeper.endSleep(3)  // the second's sleep was cut by the pause: no time passed
    #expect(await events.next() == .position(.seconds(2)))
    await sleeper.waitForSleeps(4)
    await playback.stop()
    await playback.stop()
    #expect(await events.next() == .ended(.stopped, played: .seconds(2)))
    #expect(await events.next() == nil)
    #expect(throws: PlayerError.ended) { try playback.write(Data([1])) }
    await playback.resume()  // over: nothing
    #expect(sleeper.durations.count == 4)
  }

  @Test func pausedBeforeTheAudioIsCompleteItStartsOnResume() async throws {
    let sleeper = ManualSleeper()
    let playback = try await PlayerClient.preview(sleeper: sleeper.sleeper)
      .start(AudioDescription(duration: .seconds(1)))
    var events = playback.events.makeAsyncIterator()
    await playback.pause()
    playback.finish()
    #expect(sleeper.durations.isEmpty)
    await playback.resume()
    #expect(await events.next() == .started)
    await sleeper.endSleep(1)
    #expect(await events.next() == .position(.seconds(1)))
    #expect(await events.next() == .ended(.finished, played: .seconds(1)))
  }

  @Test func aSongStartedWhileAnotherPlaysPlaysAfterIt() async throws {
    let sleeper = ManualSleeper()
    let client = PlayerClient.preview(sleeper: sleeper.sleeper)
    let first = try await client.start(AudioDescription(duration: .seconds(2)))
    first.finish()
    let second = try await client.start(AudioDescription(duration: .seconds(1)))
    second.finish()  // handed over while the first plays
    var firstEvents = first.events.makeAsyncIterator()
    var secondEvents = second.events.makeAsyncIterator()
    #expect(await firstEvents.next() == .started)
    for second in 1...2 {
      await sleeper.endSleep(second)  // the first song's: the second waits without sleeping
      #expect(await firstEvents.next() == .position(.seconds(second)))
    }
    #expect(await firstEvents.next() == .ended(.finished, played: .seconds(2)))
    #expect(await secondEvents.next() == .started)
    await sleeper.endSleep(3)
    #expect(await secondEvents.next() == .position(.seconds(1)))
    #expect(await secondEvents.next() == .ended(.finished, played: .seconds(1)))
    #expect(sleeper.durations == [.seconds(1), .seconds(1), .seconds(1)])
  }

  @Test func aSongOverAnHourMovesInStepsOfAt3600th() async throws {
    let sleeper = ManualSleeper()
    let (playback, events) = try await completePreview(of: .seconds(7_200), on: sleeper)
    await sleeper.endSleep(1)
    #expect(await events.next() == .position(.seconds(2)))
    await playback.stop()
    #expect(sleeper.durations.first == .seconds(2))
  }
}

/// A preview playback of `duration` on `sleeper`, its audio complete and its first event,
/// `started`, read: the playback and the rest of its events.
private func completePreview(
  of duration: Duration, on sleeper: ManualSleeper
) async throws -> (Playback, Events) {
  let playback = try await PlayerClient.preview(sleeper: sleeper.sleeper)
    .start(AudioDescription(duration: duration))
  let events = Events(playback.events)
  playback.finish()
  #expect(await events.next() == .started)
  return (playback, events)
}

/// A playback's events, read one at a time from any test step.
private final class Events {
  private var iterator: AsyncStream<PlaybackEvent>.Iterator

  init(_ events: AsyncStream<PlaybackEvent>) { iterator = events.makeAsyncIterator() }

  /// The next event; `nil` once the playback has ended.
  func next() async -> PlaybackEvent? { await iterator.next() }
}

extension ManualSleeper {
  /// Waits for the `number`th sleep and ends it (and any before it).
  fileprivate func endSleep(_ number: Int) async {
    await waitForSleeps(number)
    releaseStarted()
  }
}
