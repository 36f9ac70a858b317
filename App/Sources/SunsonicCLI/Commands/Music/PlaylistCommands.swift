import Foundation
import JSONOutput
import MusicPresentation
import PlaylistsFeature
import SubsonicClient

/// `sunsonic playlists` and `sunsonic playlist ...`: list, show, create, fill, trim, rename and
/// delete playlists.
enum PlaylistCommands {
  static let song = OptionSpec(
    name: "--song", valueName: "ID", isRepeatable: true,
    help: "with create: a song to put in it (repeat for more, in order)")
  /// The largest entry position `playlist remove` takes.
  static let maximumPosition = 100_000
  /// The subcommands of `playlist`; any other first argument is a playlist id to show.
  static let actions = ["show", "create", "add", "remove", "rename", "delete"]

  static let playlists = MusicCommand.make(
    name: "playlists",
    usage: "playlists [--json]",
    summary: "List the playlists with their song counts, lengths and ids.",
    options: [MusicCommand.json],
    examples: [["playlists"], ["playlists", "--json"]],
    run: runPlaylists
  )

  static let playlist = MusicCommand.make(
    name: "playlist",
    usage: """
      playlist [show] ID|NAME [--json]
      playlist create NAME [--song ID|NAME]...
      playlist add ID|NAME SONG...
      playlist remove ID|NAME INDEX...
      playlist rename ID|NAME NEW-NAME
      playlist delete ID|NAME
      """,
    summary:
      "Show, create, fill (add songs at the end), trim (remove entries by the Index column,"
      + " from 1), rename or delete a playlist; changes print the result.",
    options: [song, MusicCommand.json],
    examples: [
      ["playlist", "playlist-1"],
      ["playlist", "create", "Road Trip", "--song", "song-1", "--song", "song-5"],
      ["playlist", "add", "playlist-1", "song-7", "song-8"],
      ["playlist", "remove", "playlist-1", "2", "3"],
      ["playlist", "rename", "playlist-1", "Evening Mix"],
      ["playlist", "delete", "playlist-1", "--json"],
    ],
    subcommands: actions,
    run: runPlaylist
  )

  @MainActor
  static func runPlaylists(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = PlaylistsStore()
    await store.load(PlaylistsRequest())
    let playlists: [Playlist]
    switch store.state {
    case .loaded(let loaded):
      playlists = loaded
    case .failed(let error, _):
      throw error
    case .idle, .loading:
      throw MusicCommand.unfinished
    }
    if invocation.wantsJSON {
      invocation.print(try PlaylistsJSON(playlists).encoded())
    } else if playlists.isEmpty {
      invocation.print("No playlists.")
    } else {
      invocation.print(invocation.table(PlaylistsTable(playlists).table))
    }
  }

  /// What `playlist ...` asks, validated.
  enum Request: Equatable {
    case show(PlaylistID)
    case create(name: String, songs: [SongID])
    case add([SongID], to: PlaylistID)
    case remove(positions: [Int], from: PlaylistID)
    case rename(PlaylistID, to: String)
    case delete(PlaylistID)
  }

  /// The request the arguments of `invocation` make; a usage error naming what is wrong.
  static func request(_ invocation: Invocation) throws(CommandFailure) -> Request {
    let given = invocation.arguments.positionals
    guard let first = given.first else {
      throw .usage("missing ID or an action (\(actions.joined(separator: ", ")))")
    }
    let rest = Array(given.dropFirst())
    let songs = invocation.arguments.values[song.name] ?? []
    if first != "create", !songs.isEmpty {
      throw .usage("--song is only for 'playlist create' (use 'playlist add ID SONG...')")
    }
    func exactly(_ names: [String]) throws(CommandFailure) -> [String] {
      try ActionArguments.exactly(rest, names, command: "playlist", action: first)
    }
    func atLeastOne(_ what: String) throws(CommandFailure) -> (PlaylistID, [String]) {
      guard let id = rest.first else {
        throw .usage("missing ID (usage: sunsonic playlist \(first) ID \(what)...)")
      }
      let items = Array(rest.dropFirst())
      guard !items.isEmpty else {
        throw .usage("missing \(what) (usage: sunsonic playlist \(first) ID \(what)...)")
      }
      return (PlaylistID(try MusicInput.id(id, "ID")), items)
    }
    switch first {
    case "show":
      return .show(PlaylistID(try MusicInput.id(exactly(["ID"])[0], "ID")))
    case "create":
      let name = try MusicInput.text(exactly(["NAME"])[0], "NAME")
      var ids: [SongID] = []
      for text in songs { ids.append(SongID(try MusicInput.id(text, "--song"))) }
      return .create(name: name, songs: ids)
    case "add":
      let (id, items) = try atLeastOne("SONG")
      var ids: [SongID] = []
      for text in items { ids.append(SongID(try MusicInput.id(text, "SONG"))) }
      return .add(ids, to: id)
    case "remove":
      let (id, items) = try atLeastOne("INDEX")
      var positions: [Int] = []
      for text in items {
        positions.append(
          try MusicInput.integer(text, "INDEX", in: 1...maximumPosition, what: "an entry index"))
      }
      return .remove(positions: positions, from: id)
    case "rename":
      let arguments = try exactly(["ID", "NAME"])
      return .rename(
        PlaylistID(try MusicInput.id(arguments[0], "ID")),
        to: try MusicInput.text(arguments[1], "NAME"))
    case "delete":
      return .delete(PlaylistID(try MusicInput.id(exactly(["ID"])[0], "ID")))
    default:
      if let extra = rest.first {
        throw .usage(
          "unexpected argument \(Shown.text(extra)) for 'playlist \(first)' (actions: "
            + actions.joined(separator: ", ") + ")")
      }
      return .show(PlaylistID(try MusicInput.id(first, "ID")))
    }
  }

  /// A playlist as `playlist ID` shows it: heading, summary, comment (when any), a blank line,
  /// then the entries table (fitted to `width` columns when given) or `No entries.`; ends with a
  /// newline.
  static func text(of presentation: PlaylistPresentation, width: Int? = nil) -> String {
    let entries = presentation.entries.table
    let heading = presentation.lines.map { TextTable.line($0, width: width) }
    return (heading + [""]).joined(separator: "\n") + "\n"
      + (entries.rows.isEmpty ? "No entries.\n" : TextTable.render(entries, width: width))
  }

  /// `request` with each playlist and song given by name replaced by its id (``Lookups``).
  @MainActor
  static func resolved(_ request: Request, _ invocation: Invocation) async throws -> Request {
    func playlist(_ id: PlaylistID) async throws -> PlaylistID {
      PlaylistID(try await Lookups.id(.playlist, id.rawValue, invocation))
    }
    func songs(_ ids: [SongID]) async throws -> [SongID] {
      var found: [SongID] = []
      for id in ids { found.append(SongID(try await Lookups.id(.song, id.rawValue, invocation))) }
      return found
    }
    switch request {
    case .show(let id): return .show(try await playlist(id))
    case .create(let name, let ids): return .create(name: name, songs: try await songs(ids))
    case .add(let ids, let id): return .add(try await songs(ids), to: try await playlist(id))
    case .remove(let positions, let id):
      return .remove(positions: positions, from: try await playlist(id))
    case .rename(let id, let name): return .rename(try await playlist(id), to: name)
    case .delete(let id): return .delete(try await playlist(id))
    }
  }

  @MainActor
  static func runPlaylist(_ invocation: Invocation) async throws {
    let request = try await resolved(try request(invocation), invocation)
    let store = PlaylistStore()
    switch request {
    case .show(let id): await store.load(id)
    case .create(let name, let songs): await store.create(named: name, songs: songs)
    case .add(let songs, let id): await store.add(songs, to: id)
    case .remove(let positions, let id): await store.remove(positions: positions, from: id)
    case .rename(let id, let name): await store.rename(id, to: name)
    case .delete(let id): await store.delete(id)
    }
    switch store.state {
    case .loaded(let playlist):
      if invocation.wantsJSON {
        invocation.print(try PlaylistJSON(playlist).encoded())
      } else {
        invocation.print(Self.text(of: PlaylistPresentation(playlist), width: invocation.columns))
      }
    case .deleted(let playlist):
      if invocation.wantsJSON {
        invocation.print(try DeletedPlaylistJSON(deleted: PlaylistSummaryJSON(playlist)).encoded())
      } else {
        invocation.print(
          "deleted playlist \(PlaylistPresentation(playlist).heading),"
            + " \(playlist.songCount) song\(playlist.songCount == 1 ? "" : "s")")
      }
    case .rejected(let problem):
      throw problem
    case .failed(let failure, _):
      throw failure
    case .idle, .loading:
      throw MusicCommand.unfinished
    }
  }
}

/// `playlist delete --json`: `{"deleted": {...}}`, the playlist as it was, with the keys of
/// `PlaylistSummaryJSON`.
struct DeletedPlaylistJSON: StableJSON {
  /// The playlist deleted.
  let deleted: PlaylistSummaryJSON
}
