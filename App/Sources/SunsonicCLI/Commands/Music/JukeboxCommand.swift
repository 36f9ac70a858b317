import Foundation
import MusicPresentation
import ServerFeature
import SubsonicClient

/// `sunsonic jukebox ACTION`: the server's jukebox, which plays on the server's own speakers
/// (the user needs the jukebox role): its state, its playlist, and every action of
/// `jukeboxControl`. Indexes count from 1 here, as the playlist shows them.
enum JukeboxCommand {
  static let offset = OptionSpec(
    name: "--offset", valueName: "SECONDS", help: "with skip: start this many seconds in")
  /// The actions, as typed.
  static let actions = [
    "status", "get", "set", "add", "start", "stop", "skip", "clear", "shuffle", "remove", "volume",
  ]

  static let command = MusicCommand.make(
    name: "jukebox",
    usage: """
      jukebox status|get|start|stop|clear|shuffle [--json]
      jukebox set|add SONG_ID... [--json]
      jukebox skip INDEX [--offset SECONDS] [--json]
      jukebox remove INDEX [--json]
      jukebox volume PERCENT [--json]
      """,
    summary:
      "Control the server's jukebox, which plays on its own speakers (the jukebox role);"
      + " get lists its playlist.",
    options: [offset, MusicCommand.json],
    examples: [
      ["jukebox", "status"], ["jukebox", "add", "song-1", "song-2"], ["jukebox", "skip", "2"],
      ["jukebox", "volume", "40"], ["jukebox", "get", "--json"],
    ],
    subcommands: actions,
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    let action = try request(invocation)
    let store = JukeboxStore()
    await store.load(action)
    let status = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try JukeboxJSON(action, status).encoded())
      return
    }
    invocation.print(text(of: status))
  }

  /// The action asked, checked before any request.
  static func request(_ invocation: Invocation) throws(CommandFailure) -> JukeboxAction {
    let given = invocation.arguments.positionals
    guard let word = given.first else {
      throw .usage("missing an action (\(actions.joined(separator: ", ")))")
    }
    let rest = Array(given.dropFirst())
    func one(_ name: String) throws(CommandFailure) -> String {
      try ActionArguments.exactly(rest, [name], command: "jukebox", action: word)[0]
    }
    if word != "skip", invocation.arguments.value(offset.name) != nil {
      throw .usage("--offset goes with 'jukebox skip' only")
    }
    switch word {
    case "status", "get", "start", "stop", "clear", "shuffle":
      _ = try ActionArguments.exactly(rest, [], command: "jukebox", action: word)
      let simple: [String: JukeboxAction] = [
        "status": .status, "get": .get, "start": .start, "stop": .stop, "clear": .clear,
        "shuffle": .shuffle,
      ]
      return simple[word] ?? .status
    case "set", "add":
      if word == "add", rest.isEmpty {
        throw .usage("missing SONG_ID (usage: sunsonic jukebox add SONG_ID...)")
      }
      var ids: [SongID] = []
      for text in rest { ids.append(SongID(try MusicInput.id(text, "SONG_ID"))) }
      return word == "set" ? .set(ids) : .add(ids)
    case "skip":
      let index = try MusicInput.integer(one("INDEX"), "INDEX", in: 1...100_000)
      let seconds = try MusicInput.integerOption(
        invocation, offset.name, in: 0...86_400, default: 0)
      return .skip(index: index - 1, offsetSeconds: seconds)
    case "remove":
      return .remove(index: try MusicInput.integer(one("INDEX"), "INDEX", in: 1...100_000) - 1)
    case "volume":
      let percent = try MusicInput.integer(one("PERCENT"), "PERCENT", in: 0...100)
      return .setGain(Double(percent) / 100)
    default:
      throw .usage(
        "unknown action \(Shown.text(word)) for 'jukebox' (actions: "
          + actions.joined(separator: ", ") + ")")
    }
  }

  /// `playing 2 of 3 at 0:30, volume 40%`, then the playlist's songs for `get`.
  static func text(of status: JukeboxStatus) -> String {
    var line = status.playing ? "playing" : "stopped"
    if let index = status.currentIndex {
      line += " at song \(index + 1)"
      if let count = status.entries?.count { line += " of \(count)" }
    }
    if let position = status.positionSeconds, status.playing {
      line += String(format: ", %d:%02d in", position / 60, position % 60)
    }
    if let gain = status.gain { line += ", volume \(Int((gain * 100).rounded()))%" }
    guard let entries = status.entries else { return line }
    let songs = entries.enumerated().map { offset, song in
      "\(offset + 1). \(oneLine(song.title))" + (song.artist.map { " — " + oneLine($0) } ?? "")
    }
    return ([line] + (songs.isEmpty ? ["The jukebox's playlist is empty."] : songs))
      .joined(separator: "\n")
  }
}
