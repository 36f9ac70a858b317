import AnnotationFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic star ID`, `unstar ID`, `rate ID 0-5`, `scrobble ID`: annotate the library.
enum AnnotationCommands {
  static let albumFlag = OptionSpec(name: "--album", help: "the id is an album's")
  static let artistFlag = OptionSpec(name: "--artist", help: "the id is an artist's")

  static let star = MusicCommand.make(
    name: "star",
    usage: "star ID [--album|--artist]",
    summary: "Star a song (or an album or artist).",
    options: [albumFlag, artistFlag],
    examples: [["star", "song-3"], ["star", "album-2", "--album"]],
    run: { try await runStar($0, starring: true) }
  )

  static let unstar = MusicCommand.make(
    name: "unstar",
    usage: "unstar ID [--album|--artist]",
    summary: "Remove the star from a song (or an album or artist).",
    options: [albumFlag, artistFlag],
    examples: [["unstar", "song-2"], ["unstar", "artist-1", "--artist"]],
    run: { try await runStar($0, starring: false) }
  )

  static let rate = MusicCommand.make(
    name: "rate",
    usage: "rate ID RATING",
    summary: "Rate a song from 1 to 5 stars; 0 removes the rating.",
    examples: [["rate", "song-4", "5"], ["rate", "song-1", "0"]],
    run: runRate
  )

  static let scrobble = MusicCommand.make(
    name: "scrobble",
    usage: "scrobble ID",
    summary: "Report a song as played now (counts a play).",
    examples: [["scrobble", "song-5"]],
    run: runScrobble
  )

  /// What `star` and `unstar` apply to, from the id and the `--album`/`--artist` flags.
  static func target(_ invocation: Invocation) throws(CommandFailure) -> (StarTarget, String) {
    let id = try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID")
    let album = invocation.arguments.has(albumFlag.name)
    let artist = invocation.arguments.has(artistFlag.name)
    switch (album, artist) {
    case (true, true):
      throw .usage("--album and --artist exclude each other: give at most one")
    case (true, false):
      return (.album(AlbumID(id)), "album \(id)")
    case (false, true):
      return (.artist(ArtistID(id)), "artist \(id)")
    case (false, false):
      return (.song(SongID(id)), "song \(id)")
    }
  }

  @MainActor
  static func runStar(_ invocation: Invocation, starring: Bool) async throws {
    let (target, what) = try target(invocation)
    let store = AnnotationStore()
    if starring {
      await store.star(target)
    } else {
      await store.unstar(target)
    }
    try finish(store)
    invocation.print("\(starring ? "starred" : "unstarred") \(oneLine(what))")
  }

  @MainActor
  static func runRate(_ invocation: Invocation) async throws {
    let given = try MusicInput.positionals(invocation, ["ID", "RATING"])
    let id = try MusicInput.id(given[0], "ID")
    let rating = try MusicInput.integer(
      given[1], "RATING", in: AnnotationStore.Action.ratings, what: "a rating")
    let store = AnnotationStore()
    await store.setRating(SongID(id), rating)
    try finish(store)
    let shown = oneLine(id)
    invocation.print(
      rating == 0 ? "removed the rating of song \(shown)" : "rated song \(shown) \(rating)/5")
  }

  @MainActor
  static func runScrobble(_ invocation: Invocation) async throws {
    let id = try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID")
    let store = AnnotationStore()
    await store.scrobble(SongID(id))
    try finish(store)
    invocation.print("scrobbled song \(oneLine(id))")
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
