import LookupFeature
import PlayFeature
import SubsonicClient

/// What `play` and `stream` read from their arguments, checked before any request.
enum PlayInput {
  static let album = OptionSpec(
    name: "--album", valueName: "ALBUM", help: "play an album (id or name)")
  static let playlist = OptionSpec(
    name: "--playlist", valueName: "PLAYLIST", help: "play a playlist (id or name)")
  static let artist = OptionSpec(
    name: "--artist", valueName: "ARTIST", help: "play an artist's top songs (id or name)")
  static let all = OptionSpec(name: "--all", help: "with --artist: every song, album by album")
  static let random = OptionSpec(
    name: "--random", valueName: "N", help: "play N random songs (1 to 500)")
  static let resume = OptionSpec(
    name: "--resume",
    help: "play the queue saved on the server, its current song from the saved position")
  static let bookmark = OptionSpec(
    name: "--bookmark", valueName: "SONG",
    help: "play a song (id or name) from its bookmark's position")
  static let station = OptionSpec(
    name: "--station", valueName: "STATION",
    help: "play an internet radio station (id or name, see stations); its stream from its host")
  static let shuffle = OptionSpec(name: "--shuffle", help: "play the queue in a random order")
  static let format = OptionSpec(
    name: "--format", valueName: "FORMAT",
    help: "ask the server to transcode (mp3, opus, raw for the original)")
  static let maxBitRate = OptionSpec(
    name: "--max-bitrate", valueName: "KBPS", help: "ask for at most this bit rate (0: no limit)")

  /// The stream options `--format` and `--max-bitrate` ask for.
  static func streamOptions(_ invocation: Invocation) throws(CommandFailure) -> StreamOptions {
    var options = StreamOptions()
    if let text = invocation.arguments.value(format.name) {
      guard (1...16).contains(text.count),
        text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      else {
        throw .usage("--format \(Shown.text(text)): give a format's short name (mp3, opus, raw)")
      }
      options.format = text
    }
    if let text = invocation.arguments.value(maxBitRate.name) {
      options.maxBitRate = try MusicInput.integer(text, "--max-bitrate", in: 0...10_000)
    }
    return options
  }

  /// Checks the selection the arguments name, asking nothing: songs, or exactly one of the
  /// selection options, each value well formed.
  static func checkSelection(_ invocation: Invocation) throws(CommandFailure) {
    let arguments = invocation.arguments
    if arguments.has(radio.name) { try checkRadio(invocation) }
    var given: [String] = arguments.positionals.isEmpty ? [] : ["SONG"]
    for option in [album, playlist, artist, random, bookmark, station]
    where arguments.value(option.name) != nil {
      given.append(option.name)
    }
    if arguments.has(resume.name) { given.append(resume.name) }
    guard given.count == 1 else {
      throw .usage(
        given.isEmpty
          ? "nothing to play: give songs, --album, --playlist, --artist, --random N, --resume,"
            + " --bookmark SONG or --station STATION"
          : "give one of \(given.joined(separator: ", ")), not several")
    }
    if arguments.has(all.name) && arguments.value(artist.name) == nil {
      throw .usage("--all goes with --artist")
    }
    // Both start at a saved position in a saved song, which a new order would lose.
    if arguments.has(shuffle.name),
      let start = [resume.name, bookmark.name].first(where: {
        arguments.has($0) || arguments.value($0) != nil
      })
    {
      throw .usage("--shuffle does not go with \(start): it starts at a saved position")
    }
    for option in [album, playlist, artist, bookmark, station] {
      if let text = arguments.value(option.name) { _ = try MusicInput.text(text, option.name) }
    }
    if let text = arguments.value(random.name) {
      _ = try MusicInput.integer(text, random.name, in: 1...500)
    }
    for text in arguments.positionals { _ = try MusicInput.id(text, "SONG") }
  }

  /// The selection the arguments name, once ``checkSelection(_:)`` passed, names resolved to ids
  /// (a search each).
  @MainActor
  static func selection(_ invocation: Invocation) async throws -> PlaySelection {
    let arguments = invocation.arguments
    if arguments.has(radio.name) { return try await radioSelection(invocation) }
    if let text = arguments.value(album.name) {
      return .album(AlbumID(try await Lookups.id(.album, text, invocation)))
    }
    if let text = arguments.value(playlist.name) {
      return .playlist(PlaylistID(try await Lookups.id(.playlist, text, invocation)))
    }
    if let text = arguments.value(artist.name) {
      if arguments.has(all.name) {
        return .artistAll(ArtistID(try await Lookups.id(.artist, text, invocation)))
      }
      // The server's default count, loaded as `top` loads them.
      return .loaded(try await DiscoveryCommands.topSongs(text, count: 50, invocation), start: 0)
    }
    if let text = arguments.value(random.name) {
      return .random(count: try MusicInput.integer(text, random.name, in: 1...500))
    }
    if arguments.has(resume.name) { return .savedQueue }
    if let text = arguments.value(bookmark.name) {
      return .bookmark(SongID(try await Lookups.id(.song, text, invocation)))
    }
    var ids: [SongID] = []
    for text in arguments.positionals {
      ids.append(SongID(try await Lookups.id(.song, text, invocation)))
    }
    return .songs(ids)
  }
}
