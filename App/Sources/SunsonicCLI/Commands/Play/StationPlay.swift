import Foundation
import MusicPresentation
import PlayFeature
import ServerFeature
import SubsonicClient
import TerminalText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sunsonic play --station STATION`: an internet radio station (by id or name) played through
/// the player (``StationPlayStore``): its stream fetched by sunsonic from the station's own host,
/// with no Subsonic credentials, and handed to the player as one song of unknown length. On a
/// terminal: one status line and keys (space pause, - = volume, m mute, q quit), and at the end
/// how long it played; otherwise one line when it starts. Nothing is scrobbled or saved.
enum StationPlay {
  /// The options of `play` that are about a queue or the server's stream, not a station (a live
  /// stream has no song to find lyrics for).
  static let queueOnly = [
    PlayInput.shuffle, PlayInput.all, PlayInput.format, PlayInput.maxBitRate, PlayLyricsLine.option,
  ]

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    try PlayInput.checkSelection(invocation)  // --station and nothing else to play
    let text = try MusicInput.text(
      invocation.arguments.value(PlayInput.station.name) ?? "", PlayInput.station.name)
    if let option = queueOnly.first(where: {
      invocation.arguments.has($0.name) || invocation.arguments.value($0.name) != nil
    }) {
      throw CommandFailure.usage("\(option.name) does not go with --station")
    }
    _ = try PlayerSettings.command(invocation)
    let store = StationPlayStore()
    guard await store.preparePlayer() else {
      if case .failed(let failure) = store.state { throw failure }
      throw MusicCommand.unfinished
    }
    let station = try await self.station(named: text)
    signal(SIGPIPE, SIG_IGN)  // a player that went away must fail a write, not end sunsonic
    let onTerminal = invocation.drawsOnTerminal
    let terminal =
      onTerminal ? PlayTerminal(store) { invocation.console.draw("\r\u{1B}[K") } : nil
    defer { terminal?.stop() }
    let screen = Task { await show(store, invocation, drawing: onTerminal) }
    await store.play(station)
    screen.cancel()
    await screen.value
    terminal?.stop()
    if onTerminal, let stoppedAt = store.stoppedAt {
      let played = DurationText.text(seconds: Int(stoppedAt.position.components.seconds))
      invocation.console.err("Played station \(stoppedAt.stationName) for \(played)\n")
    }
    if case .failed(let failure) = store.state { throw failure }
    if Task.isCancelled { throw CancellationError() }
    if invocation.wantsJSON {
      invocation.print(
        try StationPlayedJSON(station: station, stoppedAt: store.stoppedAt).encoded())
    }
  }

  /// The one station of the server's that `text` names (``StationChoice``).
  @MainActor
  private static func station(named text: String) async throws -> InternetRadioStation {
    let list = InternetRadioStationsStore()
    await list.load(InternetRadioStationsRequest())
    return try StationChoice.choose(text, among: try list.state.loaded())
  }

  /// Shows what plays until cancelled: the status line redrawn on a terminal, else one line once
  /// the station's audio reached the player, on standard output (standard error with `--json`);
  /// a control that failed, once, on standard error.
  @MainActor
  private static func show(_ store: StationPlayStore, _ invocation: Invocation, drawing: Bool)
    async
  {
    var last = ""
    var announced = false
    var lastMessage: String?
    while !Task.isCancelled {
      if let message = store.controlMessage, message != lastMessage {
        if drawing && !last.isEmpty { invocation.console.draw("\r\u{1B}[K") }
        invocation.console.err("sunsonic: \(message)\n")
        last = ""
      }
      lastMessage = store.controlMessage
      if case .playing(let status) = store.state {
        if drawing {
          let levels = store.levelsText.map { "  " + $0 } ?? ""
          let line = PlayCommand.fitted(
            TerminalEscape.escaped(status.statusLine + levels), invocation)
          if line != last {
            invocation.console.draw("\r" + line + "\u{1B}[K")
            last = line
          }
        } else if !announced && status.hasStarted {  // its audio came
          let line = "Playing station \(status.stationName)\n"
          if invocation.wantsJSON {
            invocation.console.err(line)
          } else {
            invocation.console.out(line)
          }
          announced = true
        }
      }
      await ObservedChange.next {
        _ = store.state
        _ = store.controlMessage
        _ = store.volume
        _ = store.isMuted
      }
    }
    if drawing && !last.isEmpty { invocation.console.draw("\r\u{1B}[K") }
  }
}

extension ErrorTranslation {
  /// Why a station did not play: the server's failures as everywhere; the station's host
  /// unreachable, refusing or sending no audio 69 (stopped: 130); the player's as `play`'s; no
  /// station of that name 66; several 64.
  static func failure(for failure: StationPlayFailure) -> CommandFailure {
    switch failure {
    case .server(let error):
      return CommandFailure(error.description, exitCode: exitCode(for: error))
    case .station(.cancelled):
      return CommandFailure("interrupted", exitCode: .interrupted)
    case .station:
      return CommandFailure(failure.description, exitCode: .unavailable)
    case .player(let error):
      return Self.failure(for: PlayFailure.player(error))
    case .notFound(let text):
      return CommandFailure(
        "no internet radio station named \(Shown.text(text)) or with that id"
          + " (see sunsonic stations)", exitCode: .notFound)
    case .ambiguous:
      return .usage(failure.description)
    }
  }
}
