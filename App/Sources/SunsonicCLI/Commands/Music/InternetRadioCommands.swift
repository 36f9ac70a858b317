import Foundation
import MusicPresentation
import ServerFeature
import SubsonicClient

/// `sunsonic stations` and `sunsonic station add|update|delete`: the server's internet radio
/// stations, and for admins adding, changing and deleting them.
///
/// Named `stations`, not `radio`: in this API "radio" is also a radio from a song, album or
/// artist (`getSimilarSongs`, `similar`), and `stations` says what is listed. The list and the
/// changes are two commands, as `playlists` and `playlist`.
enum InternetRadioCommands {
  static let name = OptionSpec(
    name: "--name", valueName: "NAME", help: "with update: the station's new name")
  static let url = OptionSpec(
    name: "--url", valueName: "URL",
    help: "with update: the station's new stream URL (http or https)")
  static let homepage = OptionSpec(
    name: "--homepage", valueName: "URL", help: "the station's home page (http or https)")
  /// The subcommands of `station`.
  static let actions = ["add", "update", "delete"]

  static let stations = MusicCommand.make(
    name: "stations",
    usage: "stations [--json]",
    summary: "List the internet radio stations the server knows, with their stream URLs.",
    options: [MusicCommand.json],
    examples: [["stations"], ["stations", "--json"]],
    run: runStations
  )

  static let station = MusicCommand.make(
    name: "station",
    usage: """
      station add NAME URL [--homepage URL] [--json]
      station update ID [--name NAME] [--url URL] [--homepage URL] [--json]
      station delete ID [--json]
      """,
    summary:
      "Add, change or delete an internet radio station (admins only); URLs must be http or"
      + " https.",
    options: [name, url, homepage, MusicCommand.json],
    examples: [
      ["station", "add", "Tide FM", "https://radio.example.net/tide.mp3"],
      ["station", "update", "station-2", "--url", "https://radio.example.net:8443/owl.ogg"],
      ["station", "delete", "station-1", "--json"],
    ],
    subcommands: actions,
    run: runStation
  )

  @MainActor
  static func runStations(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = InternetRadioStationsStore()
    await store.load(InternetRadioStationsRequest())
    let stations = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try InternetRadioStationsJSON(stations).encoded())
      return
    }
    invocation.print(
      stations.isEmpty
        ? "No internet radio stations."
        : invocation.table(CellTable.internetRadioStations(stations)))
  }

  @MainActor
  static func runStation(_ invocation: Invocation) async throws {
    let edit = try request(invocation)
    let store = InternetRadioEditStore()
    await store.load(edit)
    let outcome = try store.state.loaded(missing: "internet radio station") { id in
      "no internet radio station has the id \(Shown.text(id)) (see sunsonic stations)"
    }
    if invocation.wantsJSON {
      invocation.print(try InternetRadioEditJSON(edit, outcome).encoded())
      return
    }
    invocation.print(text(of: edit, outcome))
  }

  /// What `station ...` asks, validated; a usage error naming what is wrong.
  static func request(_ invocation: Invocation) throws(CommandFailure) -> InternetRadioEdit {
    let given = invocation.arguments.positionals
    guard let action = given.first else {
      throw .usage("missing an action (\(actions.joined(separator: ", ")))")
    }
    let rest = Array(given.dropFirst())
    let arguments = invocation.arguments
    func exactly(_ names: [String]) throws(CommandFailure) -> [String] {
      try ActionArguments.exactly(rest, names, command: "station", action: action)
    }
    func refuse(_ options: [OptionSpec]) throws(CommandFailure) {
      if let option = options.first(where: { arguments.value($0.name) != nil }) {
        throw .usage("\(option.name) does not go with 'station \(action)'")
      }
    }
    let homePage = try arguments.value(homepage.name).map { text throws(CommandFailure) in
      try webURL(text, homepage.name)
    }
    switch action {
    case "add":
      try refuse([name, url])
      let values = try exactly(["NAME", "URL"])
      return .add(
        InternetRadioStationFields(
          name: try MusicInput.text(values[0], "NAME"), streamURL: try webURL(values[1], "URL"),
          homePageURL: homePage))
    case "update":
      let id = try MusicInput.id(exactly(["ID"])[0], "ID")
      let newName = try arguments.value(name.name).map { text throws(CommandFailure) in
        try MusicInput.text(text, name.name)
      }
      let newURL = try arguments.value(url.name).map { text throws(CommandFailure) in
        try webURL(text, url.name)
      }
      guard newName != nil || newURL != nil || homePage != nil else {
        throw .usage("nothing to change: give --name, --url or --homepage")
      }
      return .update(
        InternetRadioStationID(id),
        InternetRadioStationChange(name: newName, streamURL: newURL, homePageURL: homePage))
    case "delete":
      try refuse([name, url, homepage])
      return .delete(InternetRadioStationID(try MusicInput.id(exactly(["ID"])[0], "ID")))
    default:
      throw .usage(
        "unknown action \(Shown.text(action)) for 'station' (actions: "
          + actions.joined(separator: ", ") + ")")
    }
  }

  /// `text` as a station's URL: an absolute `http` or `https` URL with a host, at most 2,000
  /// characters, no control characters or spaces (players and servers take nothing else).
  static func webURL(_ text: String, _ option: String) throws(CommandFailure) -> String {
    if text.count > 2_000 {
      throw .usage("\(option) \(Shown.text(text)): longer than 2000 characters")
    }
    guard !MusicInput.hasControlCharacter(text), !text.contains(" "),
      let parsed = URLComponents(string: text),
      let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = parsed.host, !host.isEmpty
    else {
      throw .usage("\(option) \(Shown.text(text)): not an http or https URL with a host")
    }
    return text
  }

  /// What `station` did, in one line.
  static func text(of edit: InternetRadioEdit, _ outcome: InternetRadioEditOutcome) -> String {
    let shown = outcome.station.map {
      "“\(oneLine(NameText.shown($0.name, or: .name)))” (\(oneLine($0.id.rawValue)))"
    }
    switch edit {
    case .add(let fields):
      return "added station " + (shown ?? "“\(oneLine(fields.name))”") + ": "
        + oneLine(outcome.station?.streamURL ?? fields.streamURL)
    case .update(let id, _):
      return "updated station " + (shown ?? oneLine(id.rawValue))
        + (outcome.station.map { ": " + oneLine($0.streamURL) } ?? "")
    case .delete(let id):
      return "deleted station " + (shown ?? oneLine(id.rawValue))
    }
  }
}
