import DependencyRegistryTesting
import LibraryFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AlbumStoreTests {
  @Test func albumSongsAreInTrackOrderEvenWhenTheServerIsNot() async {
    let asked = Recorder<AlbumID>()
    var client = SubsonicClient.unimplemented
    client.getAlbum = { id in
      asked.record(id)
      return Fixtures.shuffledTwoDiscAlbum
    }
    let store = AlbumStore(client: client)
    await store.load("album-9")
    // Disc 1 (a missing disc counts as 1): tracks 1, 2, 3; disc 2: track 1, then no track.
    expectEqual(
      store.state.value?.songs.map(\.id.rawValue), ["d1t1", "d1t2", "d1t3", "d2t1", "d2t2"])
    expectEqual(store.state.value?.name, "Two Halves")
    expectEqual(store.albumID, "album-9")
    expectEqual(asked.values, ["album-9"])
  }

  @Test func sameTrackNumbersFallBackToTitleThenID() {
    let songs = [
      Song(id: "c", title: "beta", track: 1),
      Song(id: "b", title: "Alpha", track: 1),
      Song(id: "a", title: "alpha", track: 1),
      Song(id: "z", title: "Zero", track: 0),
      Song(id: "d", title: "Alpha", track: 1),
    ]
    // Case-insensitive title first ("alpha" == "Alpha"), then exact title ("Alpha" < "alpha"),
    // then id.
    expectEqual(TrackOrder.sorted(songs).map(\.id.rawValue), ["z", "b", "d", "a", "c"])
  }

  @Test func songsWithoutTrackNumbersComeAfterTheNumberedOnesOfTheirDisc() {
    let songs = [
      Song(id: "loose", title: "A Hidden Track", discNumber: 1),
      Song(id: "second-disc", title: "Opener", track: 1, discNumber: 2),
      Song(id: "last", title: "Closer", track: 12, discNumber: 1),
    ]
    expectEqual(TrackOrder.sorted(songs).map(\.id.rawValue), ["last", "loose", "second-disc"])
    #expect(TrackOrder.precedes(songs[2], songs[0]))
    #expect(!TrackOrder.precedes(songs[1], songs[0]))
  }

  @Test(.dependencies { $0.subsonicClient = .previewLibrary() })
  func storeReadsTheClientFromTheRegistryWhenNoneIsPassed() async {
    let store = AlbumStore()
    await store.load("album-1")
    let album = store.state.value
    expectEqual(album?.name, "Dawn Chorus")
    expectEqual(album?.artist, "Aurora Vale")
    expectEqual(
      album?.songs.map(\.title), ["First Light", "Birdsong", "Morning Haze", "Blue Hour"])
    expectEqual(album?.songs.map(\.track), [1, 2, 3, 4])
  }

  @Test func plainTestContextGivesTheStoreTheUnimplementedClient() async {
    let store = AlbumStore()
    await withKnownIssue {
      await store.load("album-1")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("SubsonicClient.getAlbum is unimplemented") }
    }
    guard case .failed(.unreachable(let reason), _) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("SubsonicClient.getAlbum is unimplemented"))
  }
}
