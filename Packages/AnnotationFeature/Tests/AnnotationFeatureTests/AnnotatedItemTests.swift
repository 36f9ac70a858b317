import AnnotationFeature
import DependencyRegistryTesting
import SubsonicClient
import Testing

/// The status line names an annotated item with no name as missing, never as `“”`.
struct AnnotatedItemTests {
  @Test func anEmptyNameIsShownAsMissing() {
    expectEqual(AnnotatedItem.song(Song(id: "s", title: "")).name, "(no title)")
    expectEqual(AnnotatedItem.album(Album(id: "a", name: " ", songCount: 0)).name, "(no name)")
    expectEqual(AnnotatedItem.artist(Artist(id: "r", name: "\u{7}")).name, "(unknown artist)")
    expectEqual(AnnotatedItem.artist(Artist(id: "r", name: "Nico")).name, "Nico")
  }
}
