import Foundation

/// A song file complete on disk, after `download`.
public struct DownloadedFile: Sendable, Hashable {
  /// Where it is: the destination that was asked for.
  public var url: URL
  /// Its size in bytes.
  public var byteCount: Int64
  /// Its media type from the server, e.g. `audio/mpeg`.
  public var contentType: String?

  /// Creates a file description.
  public init(url: URL, byteCount: Int64, contentType: String? = nil) {
    self.url = url
    self.byteCount = byteCount
    self.contentType = contentType
  }
}
