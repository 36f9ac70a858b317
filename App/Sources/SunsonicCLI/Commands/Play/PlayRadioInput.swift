import LookupFeature
import PlayFeature
import SubsonicClient

/// `play --radio`: a radio of songs like the one SONG, `--album` or `--artist` given
/// (``PlayRadio``), as `similar` lists them; the seed song plays first.
///
/// A flag on the selection rather than `--radio ITEM --album` as `similar` has it: in `play`,
/// `--album` and `--artist` already take the item, so `play --radio --album "Dawn Chorus"` reads
/// as it plays.
extension PlayInput {
  static let radio = OptionSpec(
    name: "--radio",
    help: "play songs like the one SONG, --album or --artist (a radio: getSimilarSongs)")

  /// With `--radio`: exactly one seed (one SONG, `--album` or `--artist`) and no other
  /// selection; a usage error naming what is wrong, before any request.
  static func checkRadio(_ invocation: Invocation) throws(CommandFailure) {
    let arguments = invocation.arguments
    let flags = [resume, all].filter { arguments.has($0.name) }
    let valued = [playlist, random, bookmark, station].filter { arguments.value($0.name) != nil }
    if let other = (valued + flags).first {
      throw .usage("--radio does not go with \(other.name)")
    }
    let seeds =
      arguments.positionals.count
      + [album, artist].filter { arguments.value($0.name) != nil }.count
    guard seeds == 1 else {
      throw .usage("--radio takes one SONG, --album ALBUM or --artist ARTIST: the radio's seed")
    }
  }

  /// The radio the arguments name, once ``checkRadio(_:)`` passed, names resolved to ids.
  @MainActor
  static func radioSelection(_ invocation: Invocation) async throws -> PlaySelection {
    let arguments = invocation.arguments
    if let text = arguments.value(album.name) {
      return .radio(.album(AlbumID(try await Lookups.id(.album, text, invocation))))
    }
    if let text = arguments.value(artist.name) {
      return .radio(.artist(ArtistID(try await Lookups.id(.artist, text, invocation))))
    }
    return .radio(.song(SongID(try await Lookups.id(.song, arguments.positionals[0], invocation))))
  }
}
