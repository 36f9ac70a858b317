import Foundation
import LoadStore
import SubsonicClient

/// Changes the server's podcasts (the podcast role) and loads what it did
/// (``PodcastEditOutcome``): the channel or episode named is looked up first, so that an unknown
/// id is refused before anything is sent, and the channel added is found by the id the server
/// gave it (the API answers a write with nothing).
public typealias PodcastEditStore = LoadStore<PodcastEdit, PodcastEditOutcome, SubsonicError>

/// One change to the server's podcasts.
public enum PodcastEdit: SubsonicEdit, Hashable {
  /// Check every channel for new episodes (`refreshPodcasts`).
  case refresh
  /// Subscribe to the feed at this URL (`createPodcastChannel`): http or https only.
  case add(url: String)
  /// Unsubscribe from a channel, deleting its episodes (`deletePodcastChannel`).
  case deleteChannel(PodcastChannelID)
  /// Have the server download an episode (`downloadPodcastEpisode`).
  case fetch(PodcastEpisodeID)
  /// Delete an episode from the server (`deletePodcastEpisode`).
  case deleteEpisode(PodcastEpisodeID)

  /// Why the edit is refused before anything is sent: a feed URL that is not an absolute http
  /// or https URL with a host, or holds a control character or a space; `nil` when it can be
  /// sent.
  public var validationError: SubsonicError? {
    guard case .add(let url) = self else { return nil }
    guard Self.isWebURL(url) else {
      return .invalidArgument("a podcast feed is an http or https URL with a host")
    }
    return nil
  }

  /// Sends the edit with `client` and reads back what it did.
  public func send(_ client: SubsonicClient) async throws -> PodcastEditOutcome {
    switch self {
    case .refresh:
      try await client.refreshPodcasts()
      return PodcastEditOutcome(channels: try await client.getPodcasts(false, nil))
    case .add(let url):
      let before = Set(try await client.getPodcasts(false, nil).map(\.id))
      try await client.createPodcastChannel(url)
      let after = try await client.getPodcasts(false, nil)
      let added = after.filter { !before.contains($0.id) }
      let channel = added.count == 1 ? added[0] : added.last { $0.url == url }
      return PodcastEditOutcome(channel: channel, channels: after)
    case .deleteChannel(let id):
      let before = try await client.getPodcasts(false, nil)
      guard let channel = before.first(where: { $0.id == id }) else {
        throw SubsonicError.itemNotFound(kind: "podcast channel", item: id.rawValue)
      }
      try await client.deletePodcastChannel(id)
      return PodcastEditOutcome(channel: channel, channels: before.filter { $0.id != id })
    case .fetch(let id):
      _ = try await client.listedEpisode(id)
      try await client.downloadPodcastEpisode(id)
      return PodcastEditOutcome(episode: try? await client.listedEpisode(id))
    case .deleteEpisode(let id):
      let episode = try await client.listedEpisode(id)
      try await client.deletePodcastEpisode(id)
      return PodcastEditOutcome(episode: episode)
    }
  }

  /// Whether `text` is an absolute http or https URL with a host, without control characters
  /// or spaces.
  static func isWebURL(_ text: String) -> Bool {
    guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
      !text.contains(" "), let parsed = URLComponents(string: text),
      let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = parsed.host, !host.isEmpty
    else { return false }
    return true
  }
}

/// What a ``PodcastEdit`` did: the channel added or deleted, the episode fetched (as the server
/// shows it after) or deleted (as it was), and the channels after a refresh, an add or a delete.
public struct PodcastEditOutcome: Sendable, Hashable {
  /// The channel added (`nil` when the list did not show it) or deleted.
  public var channel: PodcastChannel?
  /// The episode fetched or deleted.
  public var episode: PodcastEpisode?
  /// Every channel after the edit, without episodes; empty for an episode's edit.
  public var channels: [PodcastChannel]

  /// Creates an outcome.
  public init(
    channel: PodcastChannel? = nil, episode: PodcastEpisode? = nil,
    channels: [PodcastChannel] = []
  ) {
    self.channel = channel
    self.episode = episode
    self.channels = channels
  }
}
