import AnnotationFeature
import DependencyRegistryTesting
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// The annotation keys of the full-screen UI (`s`, `u`, `0`-`5`) and the status line that says
/// what they did: its golden files (`__Snapshots__/AnnotationKeysTests/`) are its previews.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AnnotationKeysTests {
  static let birdsong = Song(id: "song-2", title: "Birdsong")
  static let dawn = Album(id: "album-1", name: "Dawn Chorus", songCount: 4)
  static let aurora = Artist(id: "artist-1", name: "Aurora Vale")

  /// A client that records what it was asked and answers `failure` when given one.
  static func client(
    _ sent: Recorder<AnnotationStore.Action>, failing failure: SubsonicError? = nil
  )
    -> SubsonicClient
  {
    var client = SubsonicClient.unimplemented
    client.star = {
      sent.record(.star($0))
      if let failure { throw failure }
    }
    client.unstar = { sent.record(.unstar($0)) }
    client.setRating = { sent.record(.setRating($0, $1)) }
    return client
  }

  /// Presses `key` for `item` and waits (by Observation) for the store to finish the action
  /// (each press here asks something other than the one before).
  func press(_ key: Key, _ item: AnnotatedItem?, on store: AnnotationStore) async -> Bool {
    let before = store.state
    let handled = AnnotationKeys(store: store).handle(key, modifiers: [], item: item)
    if handled {
      await observedUntil {
        switch store.state {
        case .done, .failed: store.state != before
        case .idle, .sending: false
        }
      }
    }
    return handled
  }

  @Test func sStarsUUnstarsAndDigitsRateTheSelectedSong() async {
    let sent = Recorder<AnnotationStore.Action>()
    let store = AnnotationStore(client: Self.client(sent))
    expectEqual(await press(.character("s"), .song(Self.birdsong), on: store), true)
    expectEqual(await press(.character("u"), .album(Self.dawn), on: store), true)
    expectEqual(await press(.character("s"), .artist(Self.aurora), on: store), true)
    expectEqual(await press(.character("4"), .song(Self.birdsong), on: store), true)
    expectEqual(await press(.character("0"), .song(Self.birdsong), on: store), true)
    expectEqual(
      sent.values,
      [
        .star(.song("song-2")), .unstar(.album("album-1")), .star(.artist("artist-1")),
        .setRating("song-2", 4), .setRating("song-2", 0),
      ])
  }

  @Test func ratingsAreForSongsAndNothingIsSentWithoutASelection() async {
    let sent = Recorder<AnnotationStore.Action>()
    let store = AnnotationStore(client: Self.client(sent))
    expectEqual(await press(.character("3"), .album(Self.dawn), on: store), false)
    expectEqual(await press(.character("5"), .artist(Self.aurora), on: store), false)
    expectEqual(await press(.character("6"), .song(Self.birdsong), on: store), false)
    expectEqual(await press(.character("s"), nil, on: store), false)
    expectEqual(await press(.character("x"), .song(Self.birdsong), on: store), false)
    let keys = AnnotationKeys(store: store)
    expectEqual(
      keys.handle(.character("s"), modifiers: .control, item: .song(Self.birdsong)), false)
    expectEqual(keys.handle(.character("s"), modifiers: .alt, item: .song(Self.birdsong)), false)
    expectEqual(sent.values, [])
    expectEqual(store.state, .idle)
  }

  @Test func theStatusLineSaysWhatEachActionDid() async {
    let sent = Recorder<AnnotationStore.Action>()
    let store = AnnotationStore(client: Self.client(sent))
    func line(_ name: String = "Birdsong") -> String {
      var buffer = ScreenBuffer(width: 60, height: 1)
      AnnotationStatusLine(store: store, itemName: name).draw(in: &buffer, area: buffer.area)
      return buffer.lines()[0]
    }
    expectEqual(line(), "")
    await store.star(.song("song-2"))
    expectEqual(line(), " Starred “Birdsong”")
    await store.unstar(.song("song-2"))
    expectEqual(line(), " Unstarred “Birdsong”")
    await store.setRating("song-2", 4)
    expectEqual(line(), " Rated “Birdsong” 4 of 5")
    await store.setRating("song-2", 0)
    expectEqual(line(), " Removed the rating of “Birdsong”")
  }

  @Test func failuresHostileAndLongNamesAsThePreviewsShowThem() async {
    let sent = Recorder<AnnotationStore.Action>()
    let retryable = AnnotationStore(client: Self.client(sent, failing: .timedOut(seconds: 30)))
    await retryable.star(.song("song-2"))
    let refused = AnnotationStore(
      client: Self.client(
        sent, failing: .api(SubsonicAPIError(code: .notAuthorized, message: "no"))))
    await refused.star(.song("song-2"))
    let done = AnnotationStore(client: Self.client(sent))
    await done.setRating("song-2", 5)
    let cases: [(String, AnnotationStore, String)] = [
      ("failed-retryable", retryable, "Birdsong"),
      ("failed", refused, "Birdsong"),
      ("hostile-name", done, "\u{1B}[31mRed\u{1B}[0m \u{202E}desrever 坂本龍一 👩‍🎤"),
      ("long-name", done, String(repeating: "Extraordinarily Long ", count: 10)),
    ]
    for (name, store, itemName) in cases {
      for width in [80, 40] {
        var buffer = ScreenBuffer(width: width, height: 1)
        AnnotationStatusLine(store: store, itemName: itemName).draw(in: &buffer, area: buffer.area)
        expectSnapshot(buffer, named: "\(name)-\(width)x1")
      }
    }
  }
}
