import Foundation
import MusicPresentation
import SubsonicClient

/// The default name of a saved cover: `cover-ID.png`, `cover-ID.jpg`, safe to create in the
/// folder the user chose.
public enum CoverArtFileName {
  /// `cover-ID.EXT`, the extension from the media type (parameters and case ignored): `png`,
  /// `jpg` (`image/jpeg`, `image/jpg`, `image/pjpeg`), `gif`, `webp`, `bmp`, `svg`
  /// (`image/svg+xml`); no extension for any other type. The id is cleaned by
  /// `SafeFileName.clean(_:)`, as a download's name is.
  public static func make(for id: CoverArtID, mediaType: String) -> String {
    let stem = SafeFileName.clean("cover-\(id.rawValue)")
    return SafeFileName.join(
      stem, suffix: fileExtension(mediaType: mediaType) ?? "", fallback: "cover")
  }

  /// The extension for an image media type, `nil` when not one of the known image types.
  public static func fileExtension(mediaType: String) -> String? {
    let essence = mediaType.split(separator: ";").first.map(String.init) ?? ""
    switch essence.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
    case "image/png":
      return "png"
    case "image/jpeg", "image/jpg", "image/pjpeg":
      return "jpg"
    case "image/gif":
      return "gif"
    case "image/webp":
      return "webp"
    case "image/bmp":
      return "bmp"
    case "image/svg+xml":
      return "svg"
    default:
      return nil
    }
  }
}
