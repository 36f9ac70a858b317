import SubsonicClient

/// Where the podcasts screen is: the channels, or a channel's episodes.
public enum PodcastsLevel: Hashable, Sendable {
  /// The channels the server subscribes to.
  case channels
  /// The episodes of `channel` (the row chosen in the channels).
  case episodes(channel: PodcastChannel)

  /// The level below this one: `nil` at the channels.
  public var parent: PodcastsLevel? {
    switch self {
    case .channels: nil
    case .episodes: .channels
    }
  }
}
