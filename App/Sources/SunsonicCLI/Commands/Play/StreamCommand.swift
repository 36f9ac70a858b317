import MediaFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic stream ID [-o FILE|-] [--format F] [--max-bitrate K]`: a song as the server streams
/// it (transcoded as asked) saved to a file, or written to standard output as it comes.
enum StreamCommand {
  static let command = MusicCommand.make(
    name: "stream",
    usage: "stream ID|NAME [-o FILE|-] [--format F] [--max-bitrate K] [--force] [--json]",
    summary:
      "Save a song as the server streams it, transcoded as asked; -o - writes it to standard"
      + " output as it comes (for a player: sunsonic stream ID -o - | mpv -).",
    options: [
      DownloadCommand.output, PlayInput.format, PlayInput.maxBitRate, DownloadCommand.force,
      MusicCommand.json,
    ],
    examples: [["stream", "song-1", "--format", "mp3", "--max-bitrate", "128"]],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    try await DownloadCommand.save(invocation, stream: try PlayInput.streamOptions(invocation))
  }
}
