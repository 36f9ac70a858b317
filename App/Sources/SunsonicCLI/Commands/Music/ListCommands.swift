import ListsFeature
import LoadStore
import MusicPresentation
import SubsonicClient

/// `sunsonic albums`, `random`, `starred`: lists across the library.
enum ListCommands {
  static let type = OptionSpec(
    name: "--type", valueName: "TYPE",
    help:
      "newest (default), random, highest, frequent, recent, starred, alphabetical,"
      + " alphabetical-by-artist, by-year, by-genre")
  static let size = OptionSpec(
    name: "--size", valueName: "N", help: "how many, 1 to 500 (default 10)")
  static let offset = OptionSpec(
    name: "--offset", valueName: "N", help: "skip this many albums first (default 0)")
  static let from = OptionSpec(
    name: "--from", valueName: "YEAR", help: "with --type by-year: the first year")
  static let to = OptionSpec(
    name: "--to", valueName: "YEAR", help: "with --type by-year: the last year")
  static let genre = OptionSpec(
    name: "--genre", valueName: "NAME", help: "with --type by-genre: the genre (case matters)")
  static let randomGenre = OptionSpec(
    name: "--genre", valueName: "NAME", help: "only songs of this genre (case matters)")
  static let randomFrom = OptionSpec(
    name: "--from", valueName: "YEAR", help: "only songs released in or after this year")
  static let randomTo = OptionSpec(
    name: "--to", valueName: "YEAR", help: "only songs released in or before this year")

  /// The `--type` names, each with the API's list type it stands for (by-year and by-genre are
  /// completed from their options).
  static let typeNames = [
    "newest", "random", "highest", "frequent", "recent", "starred", "alphabetical",
    "alphabetical-by-artist", "by-year", "by-genre",
  ]
  /// The largest `--offset`.
  static let maximumOffset = 1_000_000
  /// The years `--from` and `--to` take.
  static let years = 1...9999

  static let albums = MusicCommand.make(
    name: "albums",
    usage:
      "albums [--type TYPE] [--size N] [--offset N] [--from YEAR --to YEAR] [--genre NAME] [--json]",
    summary:
      "List albums: newest, random, top rated, most played, recently played, starred, A to Z, …",
    options: [type, size, offset, from, to, genre, MusicCommand.json],
    examples: [
      ["albums"],
      ["albums", "--type", "alphabetical", "--size", "20", "--offset", "20"],
      ["albums", "--type", "by-year", "--from", "2010", "--to", "2019", "--json"],
      ["albums", "--type", "by-genre", "--genre", "Jazz"],
      ["albums", "--type", "highest"],
      ["albums", "--type", "alphabetical-by-artist", "--json"],
    ],
    run: runAlbums
  )

  static let random = MusicCommand.make(
    name: "random",
    usage: "random [--size N] [--genre NAME] [--from YEAR] [--to YEAR] [--json]",
    summary: "List random songs, of a genre or years if asked.",
    options: [size, randomGenre, randomFrom, randomTo, MusicCommand.json],
    examples: [
      ["random"], ["random", "--size", "3", "--json"], ["random", "--genre", "Ambient"],
      ["random", "--from", "2015", "--to", "2020", "--size", "5"],
    ],
    run: runRandom
  )

  static let starred = MusicCommand.make(
    name: "starred",
    usage: "starred [--json]",
    summary: "List the starred artists, albums and songs.",
    options: [MusicCommand.json],
    examples: [["starred"], ["starred", "--json"]],
    run: runStarred
  )

  /// The album list request the options of `invocation` ask for.
  static func albumListRequest(
    _ invocation: Invocation
  ) throws(CommandFailure) -> AlbumListRequest {
    let arguments = invocation.arguments
    let name = arguments.value(type.name) ?? "newest"
    guard typeNames.contains(name) else {
      throw .usage(
        "--type \(Shown.text(name)): not a list type (one of \(typeNames.joined(separator: ", ")))"
      )
    }
    let fromYear = try arguments.value(from.name).map { text throws(CommandFailure) in
      try MusicInput.integer(text, from.name, in: years, what: "a year")
    }
    let toYear = try arguments.value(to.name).map { text throws(CommandFailure) in
      try MusicInput.integer(text, to.name, in: years, what: "a year")
    }
    let genreName = try arguments.value(genre.name).map { text throws(CommandFailure) in
      try MusicInput.text(text, genre.name)
    }
    if name != "by-year", let option = [from, to].first(where: { arguments.value($0.name) != nil })
    {
      throw .usage("\(option.name) is only for --type by-year (the type is \(name))")
    }
    if name != "by-genre", genreName != nil {
      throw .usage("--genre is only for --type by-genre (the type is \(name))")
    }
    let listType: AlbumListType
    switch name {
    case "random": listType = .random
    case "highest": listType = .highest
    case "frequent": listType = .frequent
    case "recent": listType = .recent
    case "starred": listType = .starred
    case "alphabetical": listType = .alphabeticalByName
    case "alphabetical-by-artist": listType = .alphabeticalByArtist
    case "by-year":
      guard let fromYear, let toYear else {
        throw .usage("--type by-year needs --from YEAR and --to YEAR")
      }
      listType = .byYear(from: fromYear, to: toYear)
    case "by-genre":
      guard let genreName else { throw .usage("--type by-genre needs --genre NAME") }
      listType = .byGenre(genreName)
    default: listType = .newest
    }
    return AlbumListRequest(
      type: listType,
      size: try MusicInput.integerOption(
        invocation, size.name, in: 1...AlbumListRequest.maximumSize, default: 10),
      offset: try MusicInput.integerOption(
        invocation, offset.name, in: 0...maximumOffset, default: 0)
    )
  }

  @MainActor
  static func runAlbums(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let request = try albumListRequest(invocation)
    let store = AlbumListStore()
    await store.load(request)
    let albums = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try AlbumListJSON(albums, request: request).encoded())
    } else {
      invocation.print(
        albums.isEmpty ? "No albums." : invocation.table(CellTable.albums(albums)))
    }
  }

  @MainActor
  static func runRandom(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = RandomSongsStore()
    await store.load(try randomSongsFilter(invocation))
    let songs = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try SongsJSON(songs).encoded())
    } else {
      invocation.print(songs.isEmpty ? "No songs." : invocation.table(CellTable.songs(songs)))
    }
  }

  @MainActor
  static func runStarred(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = StarredStore()
    await store.load(nil)
    let starred = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try StarredJSON(starred).encoded())
      return
    }
    var sections: [String] = []
    if !starred.artists.isEmpty {
      sections.append("Artists\n" + invocation.table(CellTable.artists(starred.artists)))
    }
    if !starred.albums.isEmpty {
      sections.append("Albums\n" + invocation.table(CellTable.albums(starred.albums)))
    }
    if !starred.songs.isEmpty {
      sections.append("Songs\n" + invocation.table(CellTable.songs(starred.songs)))
    }
    invocation.print(sections.isEmpty ? "Nothing is starred." : sections.joined(separator: "\n"))
  }

  /// The random songs `random`'s options ask for: `--size`, and `--genre`, `--from`, `--to`
  /// when given (years 1 to 9999, `--from` not after `--to`).
  static func randomSongsFilter(_ invocation: Invocation) throws(CommandFailure)
    -> RandomSongsFilter
  {
    let arguments = invocation.arguments
    let fromYear = try arguments.value(randomFrom.name).map { text throws(CommandFailure) in
      try MusicInput.integer(text, randomFrom.name, in: years, what: "a year")
    }
    let toYear = try arguments.value(randomTo.name).map { text throws(CommandFailure) in
      try MusicInput.integer(text, randomTo.name, in: years, what: "a year")
    }
    if let fromYear, let toYear, fromYear > toYear {
      throw .usage("--from \(fromYear) is after --to \(toYear)")
    }
    return RandomSongsFilter(
      size: try MusicInput.integerOption(
        invocation, size.name, in: 1...RandomSongsStore.maximumSize, default: 10),
      genre: try arguments.value(randomGenre.name).map { text throws(CommandFailure) in
        try MusicInput.text(text, randomGenre.name)
      },
      fromYear: fromYear,
      toYear: toYear)
  }
}
