/// How `stream` should send a song: as stored, or transcoded by the server.
public struct StreamOptions: Sendable, Hashable {
  /// The highest bit rate wanted, in kbit/s; `nil` or 0 for no limit.
  public var maxBitRate: Int?
  /// The format wanted, e.g. `mp3`, `opus`; `raw` for the original file; `nil` for the server's
  /// choice. A server transcodes only when it is set up to.
  public var format: String?

  /// Creates options; by default the server's choice.
  public init(maxBitRate: Int? = nil, format: String? = nil) {
    self.maxBitRate = maxBitRate
    self.format = format
  }

  /// The original file, untouched.
  public static let original = StreamOptions(format: "raw")
}
