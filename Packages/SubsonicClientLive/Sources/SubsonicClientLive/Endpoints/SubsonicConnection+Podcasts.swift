import SubsonicClient

extension SubsonicConnection {
  // MARK: Podcasts

  func getPodcasts(
    _ includeEpisodes: Bool, _ id: PodcastChannelID?
  ) async throws(SubsonicError) -> [PodcastChannel] {
    let parameters: QueryParameters = [
      "includeEpisodes": includeEpisodes ? "true" : "false", "id": id?.rawValue,
    ]
    return try await call(.getPodcasts, parameters) { envelope throws(WireError) in
      try envelope.section("podcasts").list("channel", PodcastChannel.init(wire:))
    }
  }

  func getNewestPodcasts(_ count: Int?) async throws(SubsonicError) -> [PodcastEpisode] {
    if let count, count < 0 {
      throw .invalidArgument("a count of episodes is 0 or more; \(count) is not")
    }
    var parameters = QueryParameters()
    parameters.add("count", count)
    return try await call(.getNewestPodcasts, parameters) { envelope throws(WireError) in
      try envelope.section("newestPodcasts").list("episode", PodcastEpisode.init(wire:))
    }
  }

  func getPodcastEpisode(_ id: PodcastEpisodeID) async throws(SubsonicError) -> PodcastEpisode {
    try await call(.getPodcastEpisode, ["id": id.rawValue]) { envelope throws(WireError) in
      try PodcastEpisode(wire: try envelope.requiredObject("podcastEpisode"))
    }
  }

  func refreshPodcasts() async throws(SubsonicError) {
    _ = try await call(.refreshPodcasts)
  }

  func createPodcastChannel(_ url: String) async throws(SubsonicError) {
    _ = try await call(.createPodcastChannel, ["url": url])
  }

  func deletePodcastChannel(_ id: PodcastChannelID) async throws(SubsonicError) {
    _ = try await call(.deletePodcastChannel, ["id": id.rawValue])
  }

  func deletePodcastEpisode(_ id: PodcastEpisodeID) async throws(SubsonicError) {
    _ = try await call(.deletePodcastEpisode, ["id": id.rawValue])
  }

  func downloadPodcastEpisode(_ id: PodcastEpisodeID) async throws(SubsonicError) {
    _ = try await call(.downloadPodcastEpisode, ["id": id.rawValue])
  }
}

extension PodcastChannel {
  /// A channel with its `episode` list (none when it has none); an empty URL or title is none.
  init(wire: WireObject) throws(WireError) {
    self.init(
      id: try wire.requiredID("id"), url: wire.tag("url"), title: wire.tag("title"),
      description: wire.tag("description"), coverArt: wire.id("coverArt"),
      originalImageURL: wire.tag("originalImageUrl"),
      status: wire.tag("status").map(PodcastStatus.init(rawValue:)),
      errorMessage: wire.tag("errorMessage"),
      episodes: try wire.list("episode", PodcastEpisode.init(wire:)))
  }
}

extension PodcastEpisode {
  /// An episode: a song's fields (`Child`) and the podcast's own; an empty text is none.
  init(wire: WireObject) throws(WireError) {
    self.init(
      id: try wire.requiredID("id"), channelID: wire.id("channelId"),
      streamID: wire.id("streamId"), title: wire.tag("title"), album: wire.tag("album"),
      artist: wire.tag("artist"), description: wire.tag("description"),
      status: wire.tag("status").map(PodcastStatus.init(rawValue:)),
      publishDate: wire.date("publishDate"), duration: wire.int("duration"),
      size: wire.int64("size"), suffix: wire.tag("suffix"),
      contentType: wire.tag("contentType"), coverArt: wire.id("coverArt"),
      errorMessage: wire.tag("errorMessage"))
  }
}
