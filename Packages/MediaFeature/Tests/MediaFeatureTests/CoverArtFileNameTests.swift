import DependencyRegistryTesting
import MediaFeature
import Testing

struct CoverArtFileNameTests {
  @Test func coverFileNameTakesItsExtensionFromTheMediaType() {
    expectEqual(CoverArtFileName.make(for: "al-1", mediaType: "image/png"), "cover-al-1.png")
    expectEqual(CoverArtFileName.make(for: "al-1", mediaType: "image/jpeg"), "cover-al-1.jpg")
    expectEqual(CoverArtFileName.make(for: "al-1", mediaType: "IMAGE/JPEG; q=1"), "cover-al-1.jpg")
    expectEqual(CoverArtFileName.make(for: "al-1", mediaType: "image/webp"), "cover-al-1.webp")
    expectEqual(CoverArtFileName.make(for: "al-1", mediaType: "application/json"), "cover-al-1")
    expectEqual(CoverArtFileName.make(for: "../x/y", mediaType: "image/png"), "cover-.._x_y.png")
    expectEqual(CoverArtFileName.fileExtension(mediaType: "text/html"), nil)
  }
}
