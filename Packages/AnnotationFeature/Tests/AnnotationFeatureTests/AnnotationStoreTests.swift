import AnnotationFeature
import DependencyRegistryTesting
import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AnnotationStoreTests {
  /// 2026-03-01T12:00:00Z.
  static let marchFirst = Date(timeIntervalSince1970: 1_772_366_400)

  /// What the annotation endpoints were asked, in order.
  enum Sent: Sendable, Hashable {
    case star(StarTarget)
    case unstar(StarTarget)
    case rating(SongID, Int)
    case scrobble(SongID, Bool, Date?)
  }

  static func recording(_ sent: Recorder<Sent>) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.star = { sent.record(.star($0)) }
    client.unstar = { sent.record(.unstar($0)) }
    client.setRating = { sent.record(.rating($0, $1)) }
    client.scrobble = { sent.record(.scrobble($0, $1, $2)) }
    return client
  }

  @Test func starAndUnstarSendTheirTargets() async {
    let sent = Recorder<Sent>()
    let store = AnnotationStore(client: Self.recording(sent))
    await store.star(.song("song-1"))
    expectEqual(store.state, .done(.star(.song("song-1"))))
    let mixed = StarTarget(songs: ["song-2"], albums: ["album-1"], artists: ["artist-1"])
    await store.unstar(mixed)
    expectEqual(store.state, .done(.unstar(mixed)))
    await store.star(.album("album-3"))
    await store.star(.artist("artist-4"))
    expectEqual(
      sent.values,
      [
        .star(.song("song-1")), .unstar(mixed), .star(.album("album-3")),
        .star(.artist("artist-4")),
      ])
    expectEqual(store.lastAction, .star(.artist("artist-4")))
  }

  @Test func ratingAboveFiveIsRejectedWithoutARequest() async {
    let sent = Recorder<Sent>()
    let store = AnnotationStore(client: Self.recording(sent))
    await store.setRating("song-1", 6)
    expectEqual(
      store.state,
      .failed(
        .setRating("song-1", 6), .invalidArgument("rating must be 0...5 (0 removes it), got 6"),
        canRetry: false))
    #expect(sent.values.isEmpty)
  }

  @Test func negativeRatingIsRejectedWithoutARequest() async {
    let sent = Recorder<Sent>()
    let store = AnnotationStore(client: Self.recording(sent))
    await store.setRating("song-1", -1)
    expectEqual(
      store.state,
      .failed(
        .setRating("song-1", -1),
        .invalidArgument("rating must be 0...5 (0 removes it), got -1"), canRetry: false))
    await store.retry()  // repeating a refused rating is refused again, still without a request
    #expect(sent.values.isEmpty)
  }

  @Test func ratingsFromZeroToFiveAreSent() async {
    let sent = Recorder<Sent>()
    let store = AnnotationStore(client: Self.recording(sent))
    for rating in 0...5 {
      await store.setRating("song-9", rating)
    }
    expectEqual(sent.values, (0...5).map { .rating("song-9", $0) })
    expectEqual(store.state, .done(.setRating("song-9", 5)))
  }

  @Test func emptyStarTargetIsRejectedWithoutARequest() async {
    let sent = Recorder<Sent>()
    let store = AnnotationStore(client: Self.recording(sent))
    await store.unstar(StarTarget())
    expectEqual(
      store.state,
      .failed(
        .unstar(StarTarget()),
        .invalidArgument("nothing to unstar: give a song, album or artist id"), canRetry: false))
    #expect(sent.values.isEmpty)
  }

  @Test func scrobbleSendsSubmissionAndTime() async {
    let sent = Recorder<Sent>()
    let store = AnnotationStore(client: Self.recording(sent))
    await store.scrobble("song-3")
    await store.scrobble("song-4", submission: false, at: Self.marchFirst)
    expectEqual(
      sent.values,
      [
        .scrobble("song-3", true, nil), .scrobble("song-4", false, Self.marchFirst),
      ])
    expectEqual(
      store.state, .done(.scrobble("song-4", submission: false, time: Self.marchFirst)))
  }

  @Test func retryAfterFailureRepeatsTheLastRequest() async {
    let sent = Recorder<Sent>()
    var client = Self.recording(sent)
    client.star = { target in
      sent.record(.star(target))
      if sent.values.count == 1 { throw SubsonicError.timedOut(seconds: 10) }
    }
    let store = AnnotationStore(client: client)
    await store.star(.song("song-5"))
    expectEqual(
      store.state, .failed(.star(.song("song-5")), .timedOut(seconds: 10), canRetry: true))
    await store.retry()
    expectEqual(store.state, .done(.star(.song("song-5"))))
    expectEqual(sent.values, [.star(.song("song-5")), .star(.song("song-5"))])
  }

  @Test func newerActionOwnsTheStateButTheOlderWriteIsNotCancelled() async {
    let (starEntered, releaseStar) = (Gate(), Gate())
    let starWasCancelled = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.star = { _ in
      starEntered.open()
      await releaseStar.wait()
      starWasCancelled.record(Task.isCancelled)
    }
    client.unstar = { _ in }
    let store = AnnotationStore(client: client)
    let star = Task { await store.star(.song("song-1")) }
    await starEntered.wait()
    await store.unstar(.song("song-1"))
    expectEqual(store.state, .done(.unstar(.song("song-1"))))
    releaseStar.open()
    await star.value
    expectEqual(store.state, .done(.unstar(.song("song-1"))))
    expectEqual(starWasCancelled.values, [false])
  }

  @Test func cancellingAnActionLeavesACancelledFailure() async {
    let entered = Gate()
    var client = SubsonicClient.unimplemented
    client.scrobble = { _, _, _ in
      entered.open()
      try await Task.sleep(for: .seconds(30))
    }
    let store = AnnotationStore(client: client)
    let scrobbling = Task { await store.scrobble("song-1") }
    await entered.wait()
    expectEqual(store.state, .sending(.scrobble("song-1", submission: true, time: nil)))
    scrobbling.cancel()
    await scrobbling.value
    expectEqual(
      store.state,
      .failed(.scrobble("song-1", submission: true, time: nil), .cancelled, canRetry: true))
  }

  @Test func actionsNameTheirEndpoints() {
    expectEqual(AnnotationStore.Action.star(.song("s")).name, "star")
    expectEqual(AnnotationStore.Action.unstar(.song("s")).name, "unstar")
    expectEqual(AnnotationStore.Action.setRating("s", 1).name, "setRating")
    expectEqual(AnnotationStore.Action.scrobble("s", submission: true, time: nil).name, "scrobble")
    expectEqual(AnnotationStore.Action.ratings, 0...5)
  }

  @Test func writesThroughThePreviewLibraryShowOnTheNextRead() async throws {
    let library = SubsonicClient.inMemory()
    let annotations = AnnotationStore(client: library)
    let before = try await library.getSong("song-3")
    expectEqual(before.userRating, nil)
    expectEqual(before.starred, nil)

    await annotations.setRating("song-3", 4)
    await annotations.star(.song("song-3"))
    let after = try await library.getSong("song-3")
    expectEqual(after.title, "Morning Haze")
    expectEqual(after.userRating, 4)
    #expect(after.starred != nil)

    let starred = try await library.getStarred2(nil)
    expectEqual(starred.songs.map(\.id).sorted(), ["song-2", "song-3"])
  }
}
