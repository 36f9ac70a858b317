import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads the podcast channels the server subscribes to (`getPodcasts`), in its order: every
/// channel, or one, with its episodes or without.
public typealias PodcastChannelsStore = LoadStore<
  PodcastChannelsRequest, [PodcastChannel], SubsonicError
>

extension PodcastChannelsStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here. A channel the server does not
  /// list is `SubsonicError.itemNotFound`; the API's own "not found" (70) is thrown as it is.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { request in
      let channels = try await client.getPodcasts(request.includesEpisodes, request.channel)
      if let id = request.channel {
        // Servers that ignore `id` answer every channel: keep the one asked for.
        let asked = channels.filter { $0.id == id }
        guard !asked.isEmpty else {
          throw SubsonicError.itemNotFound(kind: "podcast channel", item: id.rawValue)
        }
        return asked
      }
      return channels
    }
  }
}

/// What a ``PodcastChannelsStore`` loads.
public struct PodcastChannelsRequest: Sendable, Hashable {
  /// Whether to load each channel's episodes too.
  public var includesEpisodes: Bool
  /// Only this channel, when given.
  public var channel: PodcastChannelID?

  /// Creates a request: every channel without its episodes unless told.
  public init(includesEpisodes: Bool = false, channel: PodcastChannelID? = nil) {
    self.includesEpisodes = includesEpisodes
    self.channel = channel
  }
}

/// Loads podcast episodes: the newest (`getNewestPodcasts`), or one by its id (found among the
/// channels' episodes, which every server lists; `getPodcastEpisode` is an extension).
public typealias PodcastEpisodesStore = LoadStore<
  PodcastEpisodesRequest, [PodcastEpisode], SubsonicError
>

extension PodcastEpisodesStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here. A count outside 1...500 is
  /// refused before anything is sent; an episode no channel lists is
  /// `SubsonicError.itemNotFound`.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable,
      validate: \.validationError
    ) { request in
      switch request {
      case .newest(let count):
        return Array(try await client.getNewestPodcasts(count).prefix(count))
      case .episode(let id):
        return [try await client.listedEpisode(id)]
      }
    }
  }
}

/// What a ``PodcastEpisodesStore`` loads.
public enum PodcastEpisodesRequest: Sendable, Hashable {
  /// The most recently published episodes, at most this many (1 to 500).
  case newest(count: Int)
  /// One episode.
  case episode(PodcastEpisodeID)

  /// How many episodes `podcasts --newest` shows without a count: the API's default.
  public static let defaultCount = 20

  /// Why the request is refused before anything is sent; `nil` when it can be sent.
  public var validationError: SubsonicError? {
    if case .newest(let count) = self, !(1...500).contains(count) {
      return .invalidArgument("a count of episodes is 1 to 500; \(count) is not")
    }
    return nil
  }
}

extension SubsonicClient {
  /// The episode among the channels' episodes (`getPodcasts`, which every server has;
  /// `getPodcastEpisode` is an extension); `SubsonicError.itemNotFound` when none lists it.
  func listedEpisode(_ id: PodcastEpisodeID) async throws -> PodcastEpisode {
    let channels = try await getPodcasts(true, nil)
    guard let episode = channels.lazy.flatMap(\.episodes).first(where: { $0.id == id }) else {
      throw SubsonicError.itemNotFound(kind: "podcast episode", item: id.rawValue)
    }
    return episode
  }
}
