import Foundation

/// A cover image, whole in memory (`getCoverArt`); covers are small, scaled by the server on
/// request.
public struct CoverArt: Sendable, Hashable {
  /// The image's bytes.
  public var data: Data
  /// The image's media type from the server, e.g. `image/png`, `image/jpeg`.
  public var mediaType: String

  /// Creates an image.
  public init(data: Data, mediaType: String) {
    self.data = data
    self.mediaType = mediaType
  }
}
