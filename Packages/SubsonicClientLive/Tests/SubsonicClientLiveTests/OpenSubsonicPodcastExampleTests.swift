import Foundation
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// The specification's example answers of the podcast endpoints: `getPodcastEpisode`'s page, and
/// for `getPodcasts` and `getNewestPodcasts` (whose pages say `// TODO`) the examples of their
/// `podcasts`, `PodcastChannel` and `newestPodcasts` elements in an envelope.
struct OpenSubsonicPodcastExampleTests {
  private typealias Example = OpenSubsonicExample

  /// The specification's one episode, with its numbers as strings.
  static let episode = PodcastEpisode(
    id: "7390", channelID: "17", streamID: "7410", title: "Jonas Gahr Støre",
    album: "NRK – Hallo P3", artist: "Podcast",
    description:
      "Jonas Gahr Støre fra Arbeiderpartiet er med i dagens partilederutspørring i Hallo P3!",
    status: .completed, publishDate: Date(timeIntervalSince1970: 1_441_639_740), duration: 2619,
    size: 41_808_585, suffix: "mp3", contentType: "audio/mpeg", coverArt: "7389")

  @Test func getPodcastEpisode() async throws {
    let episode = try await Example.answer(.getPodcastEpisode) {
      try await $0.getPodcastEpisode("7390")
    }
    #expect(episode == Self.episode)
    #expect(episode.song?.id == "7410")
    #expect(episode.song?.title == "Jonas Gahr Støre")
  }

  @Test func getNewestPodcasts() async throws {
    let episodes = try await Example.answer(.getNewestPodcasts) {
      try await $0.getNewestPodcasts(nil)
    }
    #expect(episodes == [Self.episode])
  }

  /// The `podcasts` element's example: an episode-shaped channel and a failed one without a
  /// title or episodes.
  @Test func getPodcasts() async throws {
    let channels = try await Example.answer(.getPodcasts) { try await $0.getPodcasts(true, nil) }
    #expect(channels.map(\.id) == ["7390", "3"])
    #expect(channels[0].title == "Jonas Gahr Støre")
    #expect(channels[0].url == nil)
    #expect(
      channels[1]
        == PodcastChannel(
          id: "3", url: "https://example.com/404", status: .error, errorMessage: "Not Found"))
  }

  /// The `PodcastChannel` element's example: one channel (an object, not a list) with one
  /// episode whose date has no time zone.
  @Test func getPodcastsOfOneChannel() async throws {
    let channels = try await Example.answer(.getPodcasts, with: "getPodcasts-channel") {
      try await $0.getPodcasts(true, "1")
    }
    let channel = try #require(channels.first)
    #expect(channels.count == 1)
    #expect(channel.title == "Dr Karl and the Naked Scientist")
    #expect(channel.url == "http://downloads.bbc.co.uk/podcasts/fivelive/drkarl/rss.xml")
    #expect(channel.coverArt == "pod-1")
    #expect(
      channel.originalImageURL == "http://downloads.bbc.co.uk/podcasts/fivelive/drkarl/drkarl.jpg")
    #expect(channel.status == .completed)
    let episode = try #require(channel.episodes.first)
    #expect(episode.id == "34")
    #expect(episode.streamID == "523")
    #expect(episode.channelID == "1")
    #expect(episode.duration == 3146)
    #expect(episode.size == 78_421_341)
    #expect(episode.publishDate != nil)
  }

  @Test func theWritesSucceedOnTheEmptyOK() async throws {
    try await Example.answer(.refreshPodcasts) { try await $0.refreshPodcasts() }
    try await Example.answer(.createPodcastChannel) {
      try await $0.createPodcastChannel("https://feeds.example/a.xml")
    }
    try await Example.answer(.deletePodcastChannel) { try await $0.deletePodcastChannel("1") }
    try await Example.answer(.deletePodcastEpisode) { try await $0.deletePodcastEpisode("34") }
    try await Example.answer(.downloadPodcastEpisode) {
      try await $0.downloadPodcastEpisode("34")
    }
  }

  @Test func aNegativeCountIsRefusedBeforeSending() async throws {
    let (client, requests) = Harness.client { _ in HTTPResponseStub.json("{}") }
    await #expect(throws: SubsonicError.self) { _ = try await client.getNewestPodcasts(-1) }
    #expect(requests.count == 0)
  }
}
