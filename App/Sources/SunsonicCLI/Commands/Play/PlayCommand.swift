import Foundation
import MusicPresentation
import PlayFeature
import PlayerClient
import TerminalText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sunsonic play …`: plays songs, an album, a playlist, an artist, random songs or the saved
/// queue through a player program (``PlayStore``). On a terminal: one status line and keys, and
/// at the end a line saying what was played; otherwise one line per song and no control
/// sequence.
enum PlayCommand {
  static let command = MusicCommand.make(
    name: "play",
    usage:
      "play [SONG...] [--album A | --playlist P | --artist A [--all] | --random N | --resume"
      + " | --bookmark SONG | --station S] [--radio]"
      + " [--shuffle] [--format F] [--max-bitrate K] [--player COMMAND] [--lyrics] [--json]",
    summary:
      "Play through mpv or ffplay; keys: space pause; n next; b previous; , . seek 10 s;"
      + " < > 1 min; - = volume; m mute; q quit."
      + " The queue is saved on the server with the position at each pause and at the end;"
      + " --resume goes on from there.",
    options: [
      PlayInput.album, PlayInput.playlist, PlayInput.artist, PlayInput.all, PlayInput.random,
      PlayInput.resume, PlayInput.bookmark, PlayInput.station, PlayInput.radio,
      PlayInput.shuffle, PlayInput.format,
      PlayInput.maxBitRate,
      PlayerSettings.option, PlayLyricsLine.option, MusicCommand.json,
    ],
    examples: [
      ["play", "song-1"], ["play", "--album", "Dawn Chorus", "--shuffle"],
      ["play", "--artist", "aurora vale", "--all"], ["play", "--random", "5"],
      ["play", "--resume"],
      ["play", "--bookmark", "First Light"], ["play", "--station", "dawn radio"],
      ["play", "--radio", "--artist", "aurora vale"],
      ["play", "song-1", "--lyrics"],
    ],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    if invocation.arguments.value(PlayInput.station.name) != nil {
      return try await StationPlay.run(invocation)
    }
    try await run(invocation, selection: PlayInput.selection)
  }

  /// Plays what `select` names once the player is ready (`podcast play` names an episode), the
  /// arguments checked as `play`'s first.
  @MainActor
  static func run(
    _ invocation: Invocation,
    selection select: @MainActor (Invocation) async throws -> PlaySelection
  ) async throws {
    let options = PlayOptions(
      shuffle: invocation.arguments.has(PlayInput.shuffle.name),
      stream: try PlayInput.streamOptions(invocation))
    // Bad usage first, preview or not; then the player; then the server.
    try PlayInput.checkSelection(invocation)
    _ = try PlayerSettings.command(invocation)
    let store = PlayStore()
    guard await store.preparePlayer() else {
      if case .failed(let failure) = store.state { throw failure }
      throw MusicCommand.unfinished
    }
    let selection = try await select(invocation)
    // A player that went away must fail a write, not end sunsonic.
    signal(SIGPIPE, SIG_IGN)
    let onTerminal = invocation.drawsOnTerminal
    let lyrics = PlayLyricsLine.make(for: invocation)
    let lines = PlayStatusLines(followsLyrics: lyrics != nil)
    let terminal =
      onTerminal ? PlayTerminal(store) { invocation.console.draw(lines.erasing) } : nil
    defer { terminal?.stop() }
    let screen = Task { await show(store, invocation, drawing: onTerminal, lyrics: lyrics) }
    await store.play(selection, options: options)
    screen.cancel()
    await screen.value
    terminal?.stop()
    if onTerminal, let summary = store.summaryLine {
      invocation.console.err(summary + "\n")  // where the status line was, which is erased
    }
    if let failure = store.reportFailure {
      invocation.console.err("sunsonic: the server refused a play report: \(failure)\n")
    }
    if let failure = store.queueSaveFailure {
      invocation.console.err("sunsonic: the queue was not saved: \(failure)\n")
    }
    if case .failed(let failure) = store.state { throw failure }
    if Task.isCancelled { throw CancellationError() }
    if invocation.wantsJSON {
      invocation.print(try PlayedJSON(queue: store.queue, stoppedAt: store.stoppedAt).encoded())
    }
  }

  /// Shows what plays until cancelled: the status line redrawn on a terminal, else one line per
  /// song on standard output.
  @MainActor
  private static func show(
    _ store: PlayStore, _ invocation: Invocation, drawing: Bool, lyrics: PlayLyricsLine?
  ) async {
    let lines = PlayStatusLines(followsLyrics: lyrics != nil)
    var last = ""
    var lastSong: (index: Int, queue: Int)?
    var skipsShown = 0
    var notices = PlayControlNotices()
    while !Task.isCancelled {
      for (song, failure) in store.skipped.dropFirst(skipsShown) {
        if drawing && !last.isEmpty { invocation.console.draw(lines.erasing) }
        invocation.console.err(
          "sunsonic: \(oneLine(NameText.shown(song.title, or: .title))) did not come whole"
            + " (\(failure)); playing on\n")
        last = ""
      }
      skipsShown = store.skipped.count
      if let notice = notices.line(for: store) {
        if drawing && !last.isEmpty { invocation.console.draw(lines.erasing) }
        invocation.console.err(notice)
        last = ""
      }
      lyrics?.follow(store.state)
      if case .playing(let status) = store.state {
        if drawing {
          let levels = store.levelsText.map { "  " + $0 } ?? ""
          let words = lyrics?.line(for: status).map { TerminalEscape.escaped($0) }
          let line = lines.drawing(
            fitted(TerminalEscape.escaped(status.statusLine + levels), invocation),
            lyrics: words.map { fitted($0, invocation) })
          if line != last {
            invocation.console.draw(line)
            last = line
          }
        } else if lastSong?.index != status.index || lastSong?.queue != store.queue.count {
          // With --json, standard output holds the document only.
          let line = "Playing " + status.songLine + "\n"
          if invocation.wantsJSON {
            invocation.console.err(line)
          } else {
            invocation.console.out(line)
          }
          lastSong = (status.index, store.queue.count)
        }
      }
      await ObservedChange.next {
        _ = store.state
        _ = store.skipped.count
        _ = store.controlMessage
        _ = store.levelsText
        lyrics?.observe()
      }
    }
    if drawing && !last.isEmpty { invocation.console.draw(lines.erasing) }
  }

  /// `line` cut to the width of the terminal it is drawn on (standard error) less one column, so
  /// that it never wraps.
  static func fitted(_ line: String, _ invocation: Invocation) -> String {
    guard let columns = invocation.console.errorColumns, columns > 1 else { return line }
    return String(DisplayWidth.prefix(line, fitting: columns - 1))
  }
}
