import DependencyRegistryTesting
import Foundation
import SubsonicClient

/// Clients for the podcasts screen's states that the preview server does not have: a server that
/// has not answered yet, no channels, a channel without episodes, failures, and hostile names.
/// Each sets only `getPodcasts`, so any other request fails the test.
enum PodcastsClients {
  /// `getPodcasts` opens `entered`, then answers the preview's channel once `release` opens.
  static func answering(after release: Gate, entered: Gate) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getPodcasts = { _, _ in
      entered.open()
      await release.wait()
      return [PreviewValues.podcastChannel]
    }
    return client
  }

  /// `channels`, every one with its episodes, or only the one asked for.
  static func listing(_ channels: [PodcastChannel]) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getPodcasts = { _, id in channels.filter { id == nil || $0.id == id } }
    return client
  }

  /// The preview's channels, but asking for one channel throws `error`.
  static func failingChannel(_ error: SubsonicError) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getPodcasts = { _, id in
      if id != nil { throw error }
      return [PreviewValues.podcastChannel]
    }
    return client
  }

  /// One channel, "Quiet", without episodes.
  static var quietChannel: SubsonicClient {
    listing([PodcastChannel(id: "quiet", title: "Quiet", status: .completed)])
  }

  /// Names that are long, wide (CJK, emoji), or hold escape sequences and bidi overrides.
  static var hostile: SubsonicClient {
    let day = PreviewValues.date
    let episodes = [
      PodcastEpisode(
        id: "long", channelID: "hostile", streamID: "s-long",
        title: String(repeating: "A very long episode title ", count: 8), status: .completed,
        publishDate: day, duration: 36_000),
      PodcastEpisode(
        id: "wide", channelID: "hostile", title: "夜明けの鳥たち 🐦🌅 夜明けの鳥たち 🐦🌅 夜明けの鳥たち",
        status: .error, publishDate: day.addingTimeInterval(60), duration: 61,
        errorMessage: "\u{1B}[31mred\u{1B}[0m 404"),
      PodcastEpisode(
        id: "escape", channelID: "hostile", title: "\u{1B}]0;pwned\u{07}Title\u{202E}evil",
        status: .downloading, publishDate: nil),
    ]
    return listing([
      PodcastChannel(
        id: "hostile",
        title: "\u{1B}[2J\u{1B}[31mRed\u{1B}[0m 鳥の歌 🐦 " + String(repeating: "x", count: 120),
        status: .error, errorMessage: "\u{1B}[5mblink\u{1B}[0m 鳥", episodes: episodes),
      PodcastChannel(id: "untitled", url: "https://example.net/\u{1B}[1mfeed.xml", status: .new),
    ])
  }
}
