import DependencyRegistry
import MediaFeature
import PlayFeature
import SubsonicClient

/// `play --lyrics`: the line of the song's synced lyrics that `play` shows under its status
/// line on a terminal, following the position. The song's lyrics load once when it starts
/// (``NowPlayingLyrics``); a song without synced lyrics (plain, none, or failing to load) shows
/// no line, and nothing is said of it: the lyrics are an extra, never a reason to stop playing.
///
/// On only with `--lyrics`: `play`'s terminal shows one line unless asked, and lyrics cost two
/// more requests per song (the server's extensions and `getLyricsBySongId`, or `getSong` and
/// `getLyrics`), which a listener who did not ask should not pay. Only when standard output and
/// standard error are both terminals: never in a pipe or a file, and `--json` stays as it is.
@MainActor final class PlayLyricsLine {
  /// `--lyrics`.
  nonisolated static let option = OptionSpec(
    name: "--lyrics",
    help: "on a terminal, show the song's synced lyrics under the status line, line by line")

  /// The sign before the line.
  nonisolated static let sign = "♪"

  /// The lyrics of the song playing.
  let lyrics: NowPlayingLyrics

  /// Lyrics loaded with `client`.
  init(client: SubsonicClient) {
    lyrics = NowPlayingLyrics(client: client)
  }

  /// The lyrics line for `invocation`: with `--lyrics`, when it draws on a terminal and its
  /// standard output is one too; else `nil`.
  /// Its lyrics load with `client`, by default the registry's, read once, here.
  static func make(
    for invocation: Invocation,
    client: SubsonicClient = DependencyValues.current.subsonicClient
  ) -> PlayLyricsLine? {
    guard invocation.arguments.has(option.name), invocation.drawsOnTerminal,
      invocation.console.outputIsTerminal
    else { return nil }
    return PlayLyricsLine(client: client)
  }

  /// Follows the song `state` plays (its lyrics load when it is a new one).
  func follow(_ state: PlayStore.State) {
    if case .playing(let status) = state { lyrics.follow(status.song) }
  }

  /// The line to show under the status line for `status`: `♪ ` and the current line's words
  /// (`♪` alone before the first line and at a pause), as the server sent them (escape them);
  /// `nil` when the song has no synced lyrics (yet).
  func line(for status: PlayStatus) -> String? {
    guard lyrics.song?.id == status.song.id, let timeline = lyrics.timeline else { return nil }
    let words = timeline.currentLine(atMilliseconds: status.positionMilliseconds)?.text ?? ""
    return words.isEmpty ? Self.sign : Self.sign + " " + words
  }

  /// Reads what ``line(for:)`` reads of the lyrics, so that a change is observed.
  func observe() {
    _ = lyrics.state
  }
}
