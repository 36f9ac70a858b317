import Foundation
import JSONOutput
import SubsonicClient

/// One podcast episode in JSON: `id`, `channelId`, `streamId`, `title`, `channel` (the album
/// the server names), `description`, `status`, `errorMessage`, `published` (UTC,
/// ``JSONOutput/JSONDate``), `duration` (seconds), `size` (bytes), `suffix`; every key present,
/// `null` when unknown. Texts are as the server sent them: JSON escapes what it must.
public struct PodcastEpisodeJSON: StableJSON, Hashable {
  let id: String
  let channelID: String?
  let streamID: String?
  let title: String?
  let channel: String?
  let description: String?
  let status: String?
  let errorMessage: String?
  let published: String?
  let duration: Int?
  let size: Int64?
  let suffix: String?

  /// The JSON of `episode`.
  public init(_ episode: PodcastEpisode) {
    id = episode.id.rawValue
    channelID = episode.channelID?.rawValue
    streamID = episode.streamID?.rawValue
    title = episode.title
    channel = episode.album
    description = episode.description
    status = episode.status?.rawValue
    errorMessage = episode.errorMessage
    published = JSONDate.utc(episode.publishDate)
    duration = episode.duration
    size = episode.size
    suffix = episode.suffix
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encodeOrNull(channelID, forKey: .channelId)
    try container.encodeOrNull(streamID, forKey: .streamId)
    try container.encodeOrNull(title, forKey: .title)
    try container.encodeOrNull(channel, forKey: .channel)
    try container.encodeOrNull(description, forKey: .description)
    try container.encodeOrNull(status, forKey: .status)
    try container.encodeOrNull(errorMessage, forKey: .errorMessage)
    try container.encodeOrNull(published, forKey: .published)
    try container.encodeOrNull(duration, forKey: .duration)
    try container.encodeOrNull(size, forKey: .size)
    try container.encodeOrNull(suffix, forKey: .suffix)
  }

  private enum Keys: String, CodingKey {
    case id, channelId, streamId, title, channel, description, status, errorMessage, published
    case duration, size, suffix
  }
}

/// One podcast channel in JSON: `id`, `url`, `title`, `description`, `status`, `errorMessage`
/// (every key present, `null` when unknown) and `episodes` (`null` when not loaded).
public struct PodcastChannelJSON: StableJSON, Hashable {
  let id: String
  let url: String?
  let title: String?
  let description: String?
  let status: String?
  let errorMessage: String?
  let episodes: [PodcastEpisodeJSON]?

  /// The JSON of `channel`, with its episodes when they were loaded.
  public init(_ channel: PodcastChannel, withEpisodes: Bool) {
    id = channel.id.rawValue
    url = channel.url
    title = channel.title
    description = channel.description
    status = channel.status?.rawValue
    errorMessage = channel.errorMessage
    episodes = withEpisodes ? channel.episodes.map(PodcastEpisodeJSON.init) : nil
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encodeOrNull(url, forKey: .url)
    try container.encodeOrNull(title, forKey: .title)
    try container.encodeOrNull(description, forKey: .description)
    try container.encodeOrNull(status, forKey: .status)
    try container.encodeOrNull(errorMessage, forKey: .errorMessage)
    try container.encodeOrNull(episodes, forKey: .episodes)
  }

  private enum Keys: String, CodingKey {
    case id, url, title, description, status, errorMessage, episodes
  }
}

/// `podcasts --json` and `podcast CHANNEL --json`: `{"channels": [...]}`, in the server's order.
public struct PodcastChannelsJSON: StableJSON, Hashable {
  /// The channels.
  public let channels: [PodcastChannelJSON]

  /// The JSON of `channels`, with their episodes when they were loaded.
  public init(_ channels: [PodcastChannel], withEpisodes: Bool) {
    self.channels = channels.map { PodcastChannelJSON($0, withEpisodes: withEpisodes) }
  }
}

/// `podcasts --newest --json`: `{"episodes": [...]}`, the newest first.
public struct PodcastEpisodesJSON: StableJSON, Hashable {
  /// The episodes.
  public let episodes: [PodcastEpisodeJSON]

  /// The JSON of `episodes`.
  public init(_ episodes: [PodcastEpisode]) {
    self.episodes = episodes.map(PodcastEpisodeJSON.init)
  }
}

/// `podcast refresh|add|delete|fetch|delete-episode --json`: `action`, `channel` (added or
/// deleted; `null` otherwise or when not listed) and `episode` (fetched or deleted; `null`
/// otherwise).
public struct PodcastEditJSON: StableJSON, Hashable {
  let action: String
  let channel: PodcastChannelJSON?
  let episode: PodcastEpisodeJSON?

  /// The JSON of what `edit` did.
  public init(_ edit: PodcastEdit, _ outcome: PodcastEditOutcome) {
    switch edit {
    case .refresh: action = "refresh"
    case .add: action = "add"
    case .deleteChannel: action = "delete"
    case .fetch: action = "fetch"
    case .deleteEpisode: action = "delete-episode"
    }
    channel = outcome.channel.map { PodcastChannelJSON($0, withEpisodes: false) }
    episode = outcome.episode.map(PodcastEpisodeJSON.init)
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(action, forKey: .action)
    try container.encodeOrNull(channel, forKey: .channel)
    try container.encodeOrNull(episode, forKey: .episode)
  }

  private enum Keys: String, CodingKey { case action, channel, episode }
}
