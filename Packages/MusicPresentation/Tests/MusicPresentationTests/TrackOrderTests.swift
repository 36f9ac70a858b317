import DependencyRegistryTesting
import MusicPresentation
import SubsonicClient
import Testing

struct TrackOrderTests {
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
}
