import BrowseFeature
import DependencyRegistryTesting
import SubsonicClient
import SubsonicClientInMemory
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AlbumStoreTests {
  @Test func albumSongsAreInTrackOrderEvenWhenTheServerIsNot() async {
    let asked = Recorder<AlbumID>()
    var client = SubsonicClient.unimplemented
    client.getAlbum = { id in
      asked.record(id)
      return Fixtures.twoDiscAlbum
    }
    let store = AlbumStore(client: client)
    await store.load("album-9")
    // Disc 1 (a missing disc counts as 1): tracks 1, 2; disc 2: track 1, then no track.
    expectEqual(
      store.state.value?.songs.map(\.id.rawValue), ["d1t1", "d1t2", "d2t1", "d2-untracked"])
    expectEqual(store.state.value?.name, "Two Halves")
    expectEqual(store.request, "album-9")
    expectEqual(asked.values, ["album-9"])
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
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
