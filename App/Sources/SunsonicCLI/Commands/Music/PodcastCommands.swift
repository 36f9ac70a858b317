import Foundation
import LoadStore
import MusicPresentation
import ServerFeature
import SubsonicClient
import TerminalText

/// `sunsonic podcasts` and `sunsonic podcast …`: the podcast channels the server subscribes to,
/// their episodes and the newest ones; playing an episode; and for users with the podcast role
/// refreshing, adding and deleting channels, and fetching and deleting episodes on the server.
/// The list and the rest are two commands, as `playlists` and `playlist`.
enum PodcastCommands {
  static let episodes = OptionSpec(
    name: "--episodes", help: "list every channel's episodes instead of the channels")
  static let newest = OptionSpec(
    name: "--newest",
    help: "list the newest episodes, N of them (1 to 500, default 20): podcasts --newest [N]")
  /// The subcommands of `podcast`; any other word is a channel's id to show.
  static let actions = ["play", "refresh", "add", "delete", "fetch", "delete-episode"]

  static let podcasts = MusicCommand.make(
    name: "podcasts",
    usage: "podcasts [--episodes] [--json]\npodcasts --newest [N] [--json]",
    summary:
      "List the podcast channels the server subscribes to, their episodes, or the newest"
      + " episodes, with their status (new, downloading, completed, error, skipped).",
    options: [episodes, newest, MusicCommand.json],
    examples: [
      ["podcasts"], ["podcasts", "--episodes"], ["podcasts", "--newest", "5", "--json"],
    ],
    run: runPodcasts
  )

  static let podcast = MusicCommand.make(
    name: "podcast",
    usage: """
      podcast CHANNEL [--json]
      podcast play EPISODE [--player COMMAND] [--json]
      podcast refresh [--json]
      podcast add URL [--json]
      podcast delete CHANNEL [--json]
      podcast fetch EPISODE [--json]
      podcast delete-episode EPISODE [--json]
      """,
    summary:
      "Show a channel's episodes or play one; refresh, add (an http or https feed), delete a"
      + " channel, fetch an episode onto the server or delete it (the podcast role).",
    options: [PlayerSettings.option, MusicCommand.json],
    examples: [
      ["podcast", "channel-1"], ["podcast", "play", "episode-1"], ["podcast", "refresh"],
      ["podcast", "add", "https://podcasts.example.net/tide.xml"],
      ["podcast", "fetch", "episode-2"], ["podcast", "delete-episode", "episode-2", "--json"],
      ["podcast", "delete", "channel-2"],
    ],
    subcommands: actions,
    run: runPodcast
  )

  @MainActor
  static func runPodcasts(_ invocation: Invocation) async throws {
    let arguments = invocation.arguments
    if arguments.has(newest.name) {
      if arguments.has(episodes.name) {
        throw CommandFailure.usage("--episodes does not go with --newest")
      }
      let given = arguments.positionals
      if given.count > 1 {
        throw CommandFailure.usage(
          "unexpected argument \(Shown.text(given[1])) for 'podcasts --newest'")
      }
      let count = try given.first.map { text throws(CommandFailure) in
        try MusicInput.integer(text, "N", in: 1...500)
      }
      let store = PodcastEpisodesStore()
      await store.load(.newest(count: count ?? PodcastEpisodesRequest.defaultCount))
      try show(episodes: try store.state.loaded(), invocation)
      return
    }
    _ = try MusicInput.positionals(invocation, [])
    let withEpisodes = arguments.has(episodes.name)
    let store = PodcastChannelsStore()
    await store.load(PodcastChannelsRequest(includesEpisodes: withEpisodes))
    let channels = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try PodcastChannelsJSON(channels, withEpisodes: withEpisodes).encoded())
    } else if withEpisodes {
      try show(episodes: channels.flatMap(\.episodes), invocation)
    } else {
      invocation.print(
        channels.isEmpty
          ? "No podcast channels."
          : invocation.table(CellTable.podcastChannels(channels, withEpisodes: false)))
    }
  }

  @MainActor
  static func runPodcast(_ invocation: Invocation) async throws {
    switch try request(invocation) {
    case .show(let id):
      let store = PodcastChannelsStore()
      await store.load(PodcastChannelsRequest(includesEpisodes: true, channel: id))
      let channels = try loaded(store.state)
      if invocation.wantsJSON {
        invocation.print(try PodcastChannelsJSON(channels, withEpisodes: true).encoded())
        return
      }
      for channel in channels {
        invocation.print(invocation.line(heading(of: channel)))
        try show(episodes: channel.episodes, invocation)
      }
    case .play(let id):
      try await PodcastEpisodePlay.run(id, invocation)
    case .edit(let edit):
      let store = PodcastEditStore()
      await store.load(edit)
      let outcome = try loaded(store.state)
      if invocation.wantsJSON {
        invocation.print(try PodcastEditJSON(edit, outcome).encoded())
        return
      }
      invocation.print(text(of: edit, outcome))
    }
  }

  /// What `podcast …` asks, validated.
  enum Request: Equatable {
    case show(PodcastChannelID)
    case play(PodcastEpisodeID)
    case edit(PodcastEdit)
  }

  /// The request the arguments of `invocation` make; a usage error naming what is wrong.
  static func request(_ invocation: Invocation) throws(CommandFailure) -> Request {
    let given = invocation.arguments.positionals
    guard let action = given.first else {
      throw .usage("missing CHANNEL or an action (\(actions.joined(separator: ", ")))")
    }
    let rest = Array(given.dropFirst())
    func one(_ name: String) throws(CommandFailure) -> String {
      try MusicInput.id(
        ActionArguments.exactly(rest, [name], command: "podcast", action: action)[0], name)
    }
    if action != "play", invocation.arguments.value(PlayerSettings.option.name) != nil {
      throw .usage("\(PlayerSettings.option.name) goes with 'podcast play'")
    }
    switch action {
    case "play": return .play(PodcastEpisodeID(try one("EPISODE")))
    case "refresh":
      _ = try ActionArguments.exactly(rest, [], command: "podcast", action: action)
      return .edit(.refresh)
    case "add":
      let url = try ActionArguments.exactly(rest, ["URL"], command: "podcast", action: action)[0]
      return .edit(.add(url: try InternetRadioCommands.webURL(url, "URL")))
    case "delete": return .edit(.deleteChannel(PodcastChannelID(try one("CHANNEL"))))
    case "fetch": return .edit(.fetch(PodcastEpisodeID(try one("EPISODE"))))
    case "delete-episode": return .edit(.deleteEpisode(PodcastEpisodeID(try one("EPISODE"))))
    default:
      if let extra = rest.first {
        throw .usage(
          "unexpected argument \(Shown.text(extra)) for 'podcast CHANNEL' (actions: "
            + actions.joined(separator: ", ") + ")")
      }
      return .show(PodcastChannelID(try MusicInput.id(action, "CHANNEL")))
    }
  }

  /// The value loaded; a channel or an episode the server does not list is one line and exit
  /// 66 (not found), naming the command that lists them; any other failure as it is.
  static func loaded<Value>(_ state: LoadState<Value, SubsonicError>) throws -> Value {
    for (kind, list) in [
      ("podcast channel", "podcasts"), ("podcast episode", "podcasts --episodes"),
    ] {
      if case .failed(.itemNotFound(kind, let id), _) = state {
        throw CommandFailure(
          "no \(kind) has the id \(Shown.text(id)) (see sunsonic \(list))", exitCode: .notFound)
      }
    }
    return try state.loaded()
  }

  /// Episodes as a table, or as JSON with `--json`; a line saying there are none.
  @MainActor
  private static func show(episodes: [PodcastEpisode], _ invocation: Invocation) throws {
    if invocation.wantsJSON {
      invocation.print(try PodcastEpisodesJSON(episodes).encoded())
    } else {
      invocation.print(
        episodes.isEmpty
          ? "No episodes."
          : invocation.table(CellTable.podcastEpisodes(episodes)))
    }
  }

  /// `Field Notes (channel-1), completed: https://…`, escaped for one line.
  static func heading(of channel: PodcastChannel) -> String {
    let status = CellTable.podcastStatusText(channel.status, channel.errorMessage)
    return shown(NameText.shown(channel.title, or: .title)) + " (\(shown(channel.id.rawValue))), "
      + shown(status) + (channel.url.map { ": " + shown($0) } ?? "")
  }

  /// What `podcast` changed, in one line.
  static func text(of edit: PodcastEdit, _ outcome: PodcastEditOutcome) -> String {
    let channel = outcome.channel.map {
      "“\(shown(NameText.shown($0.title ?? $0.url, or: .title)))” (\(shown($0.id.rawValue)))"
    }
    let episode = outcome.episode.map {
      "“\(shown(NameText.shown($0.title, or: .title)))” (\(shown($0.id.rawValue)))"
    }
    switch edit {
    case .refresh:
      return "asked the server to refresh \(outcome.channels.count) podcast channel"
        + (outcome.channels.count == 1 ? "" : "s")
    case .add(let url):
      return "added podcast " + (channel ?? shown(url))
        + (outcome.channel == nil ? " (the server does not list it yet)" : "")
    case .deleteChannel(let id):
      return "deleted podcast " + (channel ?? shown(id.rawValue))
    case .fetch(let id):
      let status = outcome.episode?.status.map { ": " + shown($0.rawValue) } ?? ""
      return "asked the server to fetch episode " + (episode ?? shown(id.rawValue)) + status
    case .deleteEpisode(let id):
      return "deleted episode " + (episode ?? shown(id.rawValue))
    }
  }

  /// `text` from a server or the user, safe on one line of a terminal.
  private static func shown(_ text: String) -> String {
    TerminalEscape.escaped(oneLine(text))
  }
}
