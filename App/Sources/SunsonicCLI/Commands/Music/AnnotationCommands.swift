import AnnotationFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic star ID`, `unstar ID`, `rate ID 0-5`, `scrobble ID`: annotate the library.
enum AnnotationCommands {
  static let albumFlag = OptionSpec(name: "--album", help: "the id is an album's")
  static let artistFlag = OptionSpec(name: "--artist", help: "the id is an artist's")

  static let star = MusicCommand.make(
    name: "star",
    usage: "star ID|NAME [--album|--artist] [--json]",
    summary: "Star a song (or an album or artist).",
    options: [albumFlag, artistFlag, MusicCommand.json],
    examples: [["star", "song-3"], ["star", "album-2", "--album"]],
    run: { try await runStar($0, starring: true) }
  )

  static let unstar = MusicCommand.make(
    name: "unstar",
    usage: "unstar ID|NAME [--album|--artist] [--json]",
    summary: "Remove the star from a song (or an album or artist).",
    options: [albumFlag, artistFlag, MusicCommand.json],
    examples: [["unstar", "song-2"], ["unstar", "artist-1", "--artist"]],
    run: { try await runStar($0, starring: false) }
  )

  static let rate = MusicCommand.make(
    name: "rate",
    usage: "rate ID|NAME RATING [--json]",
    summary: "Rate a song from 1 to 5 stars, or 0 to remove its rating.",
    options: [MusicCommand.json],
    examples: [["rate", "song-4", "5"], ["rate", "song-1", "0"]],
    run: runRate
  )

  static let scrobble = MusicCommand.make(
    name: "scrobble",
    usage: "scrobble ID|NAME [--json]",
    summary: "Report a song as played now (counts a play).",
    options: [MusicCommand.json],
    examples: [["scrobble", "song-5"]],
    run: runScrobble
  )

  /// What `star` and `unstar` apply to, from the id and the `--album`/`--artist` flags: the
  /// target, its kind (`song`, `album`, `artist`) and its id.
  @MainActor
  static func target(_ invocation: Invocation) async throws
    -> (StarTarget, kind: String, id: String)
  {
    let text = try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID")
    let album = invocation.arguments.has(albumFlag.name)
    let artist = invocation.arguments.has(artistFlag.name)
    switch (album, artist) {
    case (true, true):
      throw CommandFailure.usage("--album and --artist exclude each other: give at most one")
    case (true, false):
      let id = try await Lookups.id(.album, text, invocation)
      return (.album(AlbumID(id)), "album", id)
    case (false, true):
      let id = try await Lookups.id(.artist, text, invocation)
      return (.artist(ArtistID(id)), "artist", id)
    case (false, false):
      let id = try await Lookups.id(.song, text, invocation)
      return (.song(SongID(id)), "song", id)
    }
  }

  @MainActor
  static func runStar(_ invocation: Invocation, starring: Bool) async throws {
    let (target, kind, id) = try await target(invocation)
    let store = AnnotationStore()
    if starring {
      await store.star(target)
    } else {
      await store.unstar(target)
    }
    try finish(store)
    let action = starring ? "star" : "unstar"
    try CommandJSON.report(
      CommandJSON.Change(action: action, kind: kind, id: id, rating: nil),
      or: "\(action)red \(kind) \(oneLine(id))", to: invocation)
  }

  @MainActor
  static func runRate(_ invocation: Invocation) async throws {
    let given = try MusicInput.positionals(invocation, ["ID", "RATING"])
    let text = try MusicInput.id(given[0], "ID")
    let rating = try MusicInput.integer(
      given[1], "RATING", in: AnnotationStore.Action.ratings, what: "a rating")
    let id = try await Lookups.id(.song, text, invocation)
    let store = AnnotationStore()
    await store.setRating(SongID(id), rating)
    try finish(store)
    let shown = oneLine(id)
    try CommandJSON.report(
      CommandJSON.Change(action: "rate", kind: "song", id: id, rating: rating),
      or: rating == 0 ? "removed the rating of song \(shown)" : "rated song \(shown) \(rating)/5",
      to: invocation)
  }

  @MainActor
  static func runScrobble(_ invocation: Invocation) async throws {
    let text = try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID")
    let id = try await Lookups.id(.song, text, invocation)
    let store = AnnotationStore()
    await store.scrobble(SongID(id))
    try finish(store)
    try CommandJSON.report(
      CommandJSON.Change(action: "scrobble", kind: "song", id: id, rating: nil),
      or: "scrobbled song \(oneLine(id))", to: invocation)
  }

  /// Throws the failure the store ended in, if any.
  @MainActor
  private static func finish(_ store: AnnotationStore) throws {
    switch store.state {
    case .done:
      return
    case .failed(_, let error, _):
      throw error
    case .idle, .sending:
      throw MusicCommand.unfinished
    }
  }
}
