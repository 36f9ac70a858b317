/// What a player is told about the audio it is about to play. Nothing in it reaches a player's
/// command line.
public struct AudioDescription: Sendable, Equatable {
  /// How long the audio plays, when known.
  public var duration: Duration?
  /// The media type the audio came labelled with (`audio/mpeg`), when known.
  public var mediaType: String?

  /// Describes audio.
  public init(duration: Duration? = nil, mediaType: String? = nil) {
    self.duration = duration
    self.mediaType = mediaType
  }
}
