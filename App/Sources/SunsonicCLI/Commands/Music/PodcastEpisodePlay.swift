import MusicPresentation
import PlayFeature
import ServerFeature
import SubsonicClient

/// `sunsonic podcast play EPISODE`: plays one episode as `play` plays songs (``PlayCommand``):
/// the episode is found among the channels' episodes and queued as a song with its stream id
/// (`PodcastEpisode.song`), already loaded; an episode not on the server yet is refused (66),
/// naming `podcast fetch`.
enum PodcastEpisodePlay {
  @MainActor
  static func run(_ id: PodcastEpisodeID, _ invocation: Invocation) async throws {
    try await PlayCommand.run(invocation) { _ in
      let store = PodcastEpisodesStore()
      await store.load(.episode(id))
      guard let episode = try PodcastCommands.loaded(store.state).first else {
        throw MusicCommand.unfinished
      }
      guard let song = episode.song else {
        let status = episode.status.map { " (\(oneLine($0.rawValue)))" } ?? ""
        throw CommandFailure(
          "podcast episode \(Shown.text(id.rawValue)) is not on the server\(status):"
            + " fetch it first with 'sunsonic podcast fetch EPISODE'",
          exitCode: .notFound)
      }
      return .loaded([song], start: 0)
    }
  }
}
