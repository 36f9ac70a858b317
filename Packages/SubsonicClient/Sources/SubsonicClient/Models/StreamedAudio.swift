/// What `stream` handed over, once the last byte was.
public struct StreamedAudio: Sendable, Equatable {
  /// How many bytes were handed over.
  public var byteCount: Int64
  /// Their media type from the server, e.g. `audio/mpeg`.
  public var contentType: String?

  /// Creates a description of streamed audio.
  public init(byteCount: Int64, contentType: String? = nil) {
    self.byteCount = byteCount
    self.contentType = contentType
  }
}
