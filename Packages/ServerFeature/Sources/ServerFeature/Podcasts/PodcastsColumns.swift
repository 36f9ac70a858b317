import MusicPresentation
import SubsonicClient
import TerminalScreen

/// The columns of the podcasts screen's lists, their headers and each row's texts.
enum PodcastsColumns {
  /// Channels: the title (else the feed's URL), the number of episodes, the status (with the
  /// server's error message when it failed).
  static let channels = ScrollingList(columns: [
    .flexible(weight: 3), .fixed(8, alignment: .right), .flexible(weight: 2),
  ])
  /// The headers of ``channels``.
  static let channelHeaders = ["Channel", "Episodes", "Status"]

  /// A channel's episodes: the title, the date published (UTC, to the minute), the duration (`h:mm:ss` at most),
  /// the status.
  static let episodes = ScrollingList(columns: [
    .flexible(weight: 3), .fixed(16), .fixed(8, alignment: .right), .flexible(weight: 1),
  ])
  /// The headers of ``episodes``.
  static let episodeHeaders = ["Episode", "Published", "Time", "Status"]

  /// The texts of a channel's row.
  static func cells(of channel: PodcastChannel) -> [String] {
    [
      NameText.shown(channel.title ?? channel.url, or: .title), String(channel.episodes.count),
      CellTable.podcastStatusText(channel.status, channel.errorMessage),
    ]
  }

  /// The texts of an episode's row.
  static func cells(of episode: PodcastEpisode) -> [String] {
    [
      NameText.shown(episode.title, or: .title),
      episode.publishDate.map(CellTable.minuteUTC) ?? "",
      DurationText.text(seconds: episode.duration),
      CellTable.podcastStatusText(episode.status, episode.errorMessage),
    ]
  }
}
