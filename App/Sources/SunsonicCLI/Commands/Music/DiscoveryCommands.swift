import BrowseFeature
import ListsFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic genres`, `songs --genre G`, `top ARTIST`, `similar ARTIST|SONG|ALBUM`: ways into
/// the library other than its index.
enum DiscoveryCommands {
  static let genre = OptionSpec(
    name: "--genre", valueName: "NAME", help: "the genre, as `genres` lists it (required)")
  static let size = OptionSpec(
    name: "--size", valueName: "N", help: "how many songs, 1 to 500 (default 20; songs: 50)")
  static let offset = OptionSpec(
    name: "--offset", valueName: "N", help: "skip this many songs first (default 0)")

  static let genres = MusicCommand.make(
    name: "genres",
    usage: "genres [--json]",
    summary: "List the genres with their song and album counts.",
    options: [MusicCommand.json],
    examples: [["genres"], ["genres", "--json"]],
    run: runGenres
  )

  static let songs = MusicCommand.make(
    name: "songs",
    usage: "songs --genre NAME [--size N] [--offset N] [--json]",
    summary: "List a genre's songs, a page at a time.",
    options: [genre, size, offset, MusicCommand.json],
    examples: [["songs", "--genre", "Ambient"], ["songs", "--genre", "Ambient", "--size", "2"]],
    run: runSongs
  )

  static let top = MusicCommand.make(
    name: "top",
    usage: "top ARTIST [--size N] [--json]",
    summary: "List an artist's most played songs (the artist by name or id).",
    options: [size, MusicCommand.json],
    examples: [["top", "aurora vale"], ["top", "artist-1", "--size", "3", "--json"]],
    run: runTop
  )

  static let songFlag = OptionSpec(name: "--song", help: "ITEM is a song: songs like it")
  static let albumFlag = OptionSpec(
    name: "--album", help: "ITEM is an album: songs like its songs")

  static let similar = MusicCommand.make(
    name: "similar",
    usage: "similar ITEM [--song|--album] [--size N] [--json]",
    summary:
      "List songs like an artist's (or a song's, an album's), a radio list; ITEM by name or id.",
    options: [songFlag, albumFlag, size, MusicCommand.json],
    examples: [
      ["similar", "aurora vale"], ["similar", "artist-2", "--size", "5"],
      ["similar", "first light", "--song"], ["similar", "album-1", "--album", "--json"],
    ],
    run: runSimilar
  )

  @MainActor
  static func runGenres(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = GenresStore()
    await store.load(GenresRequest())
    let genres = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try GenresJSON(genres).encoded())
      return
    }
    invocation.print(genres.isEmpty ? "No genres." : invocation.table(CellTable.genres(genres)))
  }

  @MainActor
  static func runSongs(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    guard let text = invocation.arguments.value(genre.name) else {
      throw CommandFailure.usage("missing --genre NAME (usage: sunsonic songs --genre NAME)")
    }
    let name = try MusicInput.text(text, genre.name)
    let size = try MusicInput.integerOption(invocation, size.name, in: 1...500, default: 50)
    let offset = try MusicInput.integerOption(
      invocation, offset.name, in: 0...1_000_000, default: 0)
    let store = GenreSongsStore()
    await store.load(GenreSongsRequest(genre: name, size: size, offset: offset))
    try print(try store.state.loaded(), invocation)
  }

  @MainActor
  static func runTop(_ invocation: Invocation) async throws {
    let text = try MusicInput.id(MusicInput.positionals(invocation, ["ARTIST"])[0], "ARTIST")
    let count = try MusicInput.integerOption(invocation, size.name, in: 1...500, default: 20)
    try print(try await topSongs(text, count: count, invocation), invocation)
  }

  /// Up to `count` of the most played songs of the artist `text` stands for, as `top` and
  /// `play --artist` load them: by id where the server lists `topSongsByArtistId`, else by the
  /// name it writes (``Lookups/withTopSongsArtist(_:_:_:)``); an id it does not know is tried
  /// as a name, then said not found.
  @MainActor
  static func topSongs(_ text: String, count: Int, _ invocation: Invocation) async throws
    -> [Song]
  {
    try await Lookups.withTopSongsArtist(text, invocation) { artist in
      let store = TopSongsStore()
      await store.load(ArtistSongsRequest(artist: artist, count: count))
      return try store.state.loaded()
    }
  }

  /// An artist's radio asks `getSimilarSongs2` (by ID3 tags, the artist's id); a song's or an
  /// album's `getSimilarSongs`, the one that takes them.
  @MainActor
  static func runSimilar(_ invocation: Invocation) async throws {
    let text = try MusicInput.id(MusicInput.positionals(invocation, ["ITEM"])[0], "ITEM")
    let song = invocation.arguments.has(songFlag.name)
    let album = invocation.arguments.has(albumFlag.name)
    if song && album { throw CommandFailure.usage("--song and --album exclude each other") }
    let count = try MusicInput.integerOption(invocation, size.name, in: 1...500, default: 20)
    let songs: [Song]
    if song || album {
      songs = try await Lookups.withItem(song ? .song : .album, text, invocation) { id in
        let store = SongRadioStore()
        let seed: SimilarSongsSeed = song ? .song(SongID(id)) : .album(AlbumID(id))
        await store.load(ArtistSongsRequest(artist: seed, count: count))
        return try store.state.loaded()
      }
    } else {
      songs = try await Lookups.withItem(.artist, text, invocation) { id in
        let store = SimilarSongsStore()
        await store.load(ArtistSongsRequest(artist: ArtistID(id), count: count))
        return try store.state.loaded()
      }
    }
    try print(songs, invocation)
  }

  /// Songs as a table, or `{"songs": [...]}` with `--json`.
  @MainActor
  private static func print(_ songs: [Song], _ invocation: Invocation) throws {
    if invocation.wantsJSON {
      invocation.print(try SongsJSON(songs).encoded())
    } else {
      invocation.print(songs.isEmpty ? "No songs." : invocation.table(CellTable.songs(songs)))
    }
  }
}
