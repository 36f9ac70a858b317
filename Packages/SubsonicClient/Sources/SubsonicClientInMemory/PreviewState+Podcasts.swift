import Foundation
import SubsonicClient

// The podcast endpoints of the in-memory server: two channels, and the podcast role's writes.
extension PreviewState {
  /// The channels at the start: `channel-1` "Field Notes" (https) with `episode-1` on the
  /// server (streamed as `song-1`) and `episode-2` not downloaded (`song-2` once it is), and
  /// `channel-2` whose feed failed ("Not Found"), without episodes.
  static let initialPodcasts: [PodcastChannel] = [
    PodcastChannel(
      id: "channel-1", url: "https://podcasts.example.net/field-notes.xml", title: "Field Notes",
      description: "Sounds of the morning.", status: .completed,
      episodes: [
        PreviewValues.podcastEpisode,
        PodcastEpisode(
          id: "episode-2", channelID: "channel-1", title: "The Night Shift", album: "Field Notes",
          artist: "Field Notes", description: "Owls, foxes and the late bus.", status: .new,
          publishDate: PreviewValues.date.addingTimeInterval(-86_400), duration: 198),
      ]),
    PodcastChannel(
      id: "channel-2", url: "http://podcasts.example.net/gone.xml", status: .error,
      errorMessage: "Not Found"),
  ]

  /// The song each episode streams as once it is on the server.
  private static let episodeStreams: [PodcastEpisodeID: SongID] = [
    "episode-1": "song-1", "episode-2": "song-2",
  ]

  /// The channels, or only `id`'s (not found when unknown), with their episodes or without.
  func podcastChannels(
    includeEpisodes: Bool, id: PodcastChannelID?
  ) throws(SubsonicError) -> [PodcastChannel] {
    var channels = podcasts
    if let id {
      channels = channels.filter { $0.id == id }
      if channels.isEmpty { throw Self.notFound("Podcast channel") }
    }
    if !includeEpisodes {
      for index in channels.indices { channels[index].episodes = [] }
    }
    return channels
  }

  /// Every episode, the most recently published first, at most `count` (20 when `nil`).
  func newestEpisodes(_ count: Int?) -> [PodcastEpisode] {
    let episodes = podcasts.flatMap(\.episodes)
      .sorted { ($0.publishDate ?? .distantPast) > ($1.publishDate ?? .distantPast) }
    return Array(episodes.prefix(max(0, count ?? 20)))
  }

  /// One episode; not found when unknown.
  func episode(_ id: PodcastEpisodeID) throws(SubsonicError) -> PodcastEpisode {
    guard let episode = podcasts.lazy.flatMap(\.episodes).first(where: { $0.id == id }) else {
      throw Self.notFound("Podcast episode")
    }
    return episode
  }

  /// Subscribes to `url` as `channel-3`, `channel-4`, …: listed as new, without a title or
  /// episodes, as a server before it read the feed. A blank URL is the API's missing parameter.
  mutating func createPodcastChannel(_ url: String) throws(SubsonicError) {
    guard !url.isEmpty else {
      throw .api(SubsonicAPIError(code: .missingParameter, message: "url"))
    }
    podcasts.append(
      PodcastChannel(
        id: PodcastChannelID("channel-\(nextPodcastNumber)"), url: url, status: .new))
    nextPodcastNumber += 1
  }

  /// Unsubscribes from the channel; not found when unknown.
  mutating func deletePodcastChannel(_ id: PodcastChannelID) throws(SubsonicError) {
    guard let index = podcasts.firstIndex(where: { $0.id == id }) else {
      throw Self.notFound("Podcast channel")
    }
    podcasts.remove(at: index)
  }

  /// Downloads the episode at once: completed, with its stream id.
  mutating func downloadEpisode(_ id: PodcastEpisodeID) throws(SubsonicError) {
    try changeEpisode(id) { episode in
      episode.status = .completed
      episode.streamID = Self.episodeStreams[id]
    }
  }

  /// Deletes the episode's file: it stays listed as deleted, with no stream id.
  mutating func deleteEpisode(_ id: PodcastEpisodeID) throws(SubsonicError) {
    try changeEpisode(id) { episode in
      episode.status = .deleted
      episode.streamID = nil
    }
  }

  private mutating func changeEpisode(
    _ id: PodcastEpisodeID, _ change: (inout PodcastEpisode) -> Void
  ) throws(SubsonicError) {
    for channel in podcasts.indices {
      if let index = podcasts[channel].episodes.firstIndex(where: { $0.id == id }) {
        change(&podcasts[channel].episodes[index])
        return
      }
    }
    throw Self.notFound("Podcast episode")
  }
}
