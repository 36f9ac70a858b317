import MusicPresentation
import SubsonicClient

extension CellTable {
  /// The podcast channels, in the server's order: `Channel` (its title, else its URL), `ID`,
  /// `Status` (with the server's error message when it failed), `Episodes` (empty when the
  /// channels were loaded without them), `URL`.
  public static func podcastChannels(_ channels: [PodcastChannel], withEpisodes: Bool)
    -> CellTable
  {
    CellTable(
      columns: [
        Column("Channel"), Column("ID"), Column("Status"),
        Column("Episodes", alignment: .right), Column("URL"),
      ],
      rows: channels.map {
        [
          NameText.shown($0.title ?? $0.url, or: .title), $0.id.rawValue,
          podcastStatusText($0.status, $0.errorMessage),
          withEpisodes ? String($0.episodes.count) : "", $0.url ?? "",
        ]
      })
  }

  /// Podcast episodes, in the order given: `Episode` (its title), `ID`, `Channel` (the
  /// album the server names, else the channel's id), `Published` (UTC to the minute), `Time`,
  /// `Status` (`downloading`, `completed`, `error: …`, `skipped`, …).
  public static func podcastEpisodes(_ episodes: [PodcastEpisode]) -> CellTable {
    CellTable(
      columns: [
        Column("Episode"), Column("ID"), Column("Channel"), Column("Published"),
        Column("Time", alignment: .right), Column("Status"),
      ],
      rows: episodes.map {
        [
          NameText.shown($0.title, or: .title), $0.id.rawValue,
          $0.album ?? $0.channelID?.rawValue ?? "", $0.publishDate.map(minuteUTC) ?? "",
          DurationText.text(seconds: $0.duration), podcastStatusText($0.status, $0.errorMessage),
        ]
      })
  }

  /// `status` as the API spells it, `error: MESSAGE` when it failed with a message; `unknown`
  /// when the server said none.
  public static func podcastStatusText(_ status: PodcastStatus?, _ errorMessage: String?) -> String
  {
    let text = status?.rawValue ?? "unknown"
    guard let errorMessage, status == .error else { return text }
    return text + ": " + errorMessage
  }
}
