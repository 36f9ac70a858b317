import AnnotationFeature
import DependencyRegistryTesting
import Foundation
import SubsonicClient
import Testing

/// A song loaded before its stars and ratings changed, shown as the server now holds it: what
/// the UI's details show after `s` or `4` in a list.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AnnotatedSongTests {
  /// 2026-03-01T12:00:00Z.
  static let now = Date(timeIntervalSince1970: 1_772_366_400)
  static let earlier = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func starsUnstarsAndRatingsApplyInOrderToTheirSongOnly() {
    let song = Song(id: "song-1", title: "Updraft")
    let given: [AnnotationStore.Action] = [
      .star(.song("song-1")), .setRating("song-1", 4), .setRating("song-2", 1),
      .star(.album("album-1")), .scrobble("song-1", submission: true, time: nil),
    ]
    let annotated = song.annotated(by: given, starredAt: Self.now)
    expectEqual(annotated.starred, Self.now)
    expectEqual(annotated.userRating, 4)
    expectEqual(annotated.title, "Updraft")

    let undone = annotated.annotated(
      by: [.unstar(StarTarget(songs: ["song-9", "song-1"])), .setRating("song-1", 0)],
      starredAt: Self.now)
    expectEqual(undone.starred, nil)
    expectEqual(undone.userRating, nil)
    expectEqual(song.annotated(by: [.star(.album("album-1"))], starredAt: Self.now), song)

    var starredBefore = song
    starredBefore.starred = Self.earlier
    expectEqual(
      starredBefore.annotated(by: [.star(.song("song-1"))], starredAt: Self.now).starred,
      Self.earlier)
  }

  @Test func onlyTheActionsTheServerAcceptedAreKept() async {
    var client = SubsonicClient.unimplemented
    client.star = { _ in }
    client.setRating = { _, _ in throw SubsonicError.httpStatus(500) }
    let store = AnnotationStore(client: client)
    await store.star(.song("song-1"))
    await store.setRating("song-1", 4)  // the server fails
    await store.setRating("song-1", 9)  // refused before sending
    expectEqual(store.accepted, [.star(.song("song-1"))])
  }

  @Test func anActionANewerOneSupersededIsStillAcceptedOnceSent() async {
    let gate = AsyncStream<Void>.makeStream()
    var client = SubsonicClient.unimplemented
    client.star = { _ in for await _ in gate.stream { break } }
    client.setRating = { _, _ in }
    let store = AnnotationStore(client: client)
    let starring = Task { await store.star(.song("song-1")) }
    await observedUntil { if case .sending = store.state { true } else { false } }
    await store.setRating("song-1", 4)
    gate.continuation.yield()
    await starring.value
    expectEqual(store.state, .done(.setRating("song-1", 4)))
    expectEqual(Set(store.accepted), [.star(.song("song-1")), .setRating("song-1", 4)])
  }
}
