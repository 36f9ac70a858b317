/// How `stream` should send a song: as stored, or transcoded by the server.
public struct StreamOptions: Sendable, Hashable {
  /// The highest bit rate wanted, in kbit/s; `nil` or 0 for no limit.
  public var maxBitRate: Int?
  /// The format wanted, e.g. `mp3`, `opus`; `raw` for the original file; `nil` for the server's
  /// choice. A server transcodes only when it is set up to.
  public var format: String?
  /// Where in the song to begin, in whole seconds (`timeOffset`); `nil` for its start. A server
  /// honours it only when transcoding, and only when it lists the OpenSubsonic
  /// `transcodeOffset` extension: ask
  /// ``SubsonicClient/SubsonicClient/getOpenSubsonicExtensions`` first.
  public var timeOffset: Int?

  /// Creates options; by default the server's choice, from the song's start.
  public init(maxBitRate: Int? = nil, format: String? = nil, timeOffset: Int? = nil) {
    self.maxBitRate = maxBitRate
    self.format = format
    self.timeOffset = timeOffset
  }

  /// The original file, untouched.
  public static let original = StreamOptions(format: "raw")
}
