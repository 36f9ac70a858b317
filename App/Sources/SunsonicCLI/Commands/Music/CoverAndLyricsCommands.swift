import Foundation
import MediaFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic cover ID` and `sunsonic lyrics ARTIST TITLE`.
enum CoverAndLyricsCommands {
  static let size = OptionSpec(
    name: "--size", valueName: "N", help: "have the server scale it to N pixels, 1 to 4096")
  static let output = OptionSpec(
    name: "--output", shortName: "-o", valueName: "FILE",
    help: "where to save it: a file, a folder, or - for standard output (default:"
      + " cover-ID.EXT here)")
  /// The largest `--size`.
  static let maximumSize = 4096

  static let cover = MusicCommand.make(
    name: "cover",
    usage: "cover ID [-o FILE] [--size N] [--force] [--json]",
    summary: "Save a cover image (the cover id an album shows).",
    options: [output, size, DownloadCommand.force, MusicCommand.json],
    examples: [
      ["cover", "cover-album-1"], ["cover", "cover-album-2", "--size", "300", "-o", "/tmp"],
    ],
    run: runCover
  )

  static let lyrics = MusicCommand.make(
    name: "lyrics",
    usage: "lyrics ARTIST TITLE [--json]",
    summary: "Print a song's lyrics, found by artist and title.",
    options: [MusicCommand.json],
    examples: [
      ["lyrics", "Aurora Vale", "First Light"], ["lyrics", "aurora", "first light", "--json"],
    ],
    run: runLyrics
  )

  @MainActor
  static func runCover(_ invocation: Invocation) async throws {
    let id = CoverArtID(try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID"))
    let pixels = try invocation.arguments.value(size.name).map { text throws(CommandFailure) in
      try MusicInput.integer(text, size.name, in: 1...maximumSize)
    }
    let target = try MusicInput.saveTarget(invocation, output)
    let replacing = invocation.arguments.has(DownloadCommand.force.name)
    if case .file(let url, let shown) = target {
      try SavedFile.checkFree(url, shownAs: shown, replacing: replacing)
    }
    let store = CoverArtStore()
    await store.load(CoverArtRequest(id: id, size: pixels))
    switch store.state {
    case .loaded(let named):
      let shown = try named.save(to: target, replacing: replacing)
      let bytes = Int64(named.cover.data.count)
      let path = target.isDescriptor ? nil : target.destination(named: named.fileName).file.path
      let view = CommandJSON.WrittenFile(
        id: id.rawValue, path: path, bytes: bytes, mediaType: named.cover.mediaType)
      let text =
        "saved \(oneLine(shown)) (\(ByteCountText.text(bytes)), \(oneLine(named.cover.mediaType)))"
      invocation.report(invocation.wantsJSON ? try view.encoded() : text, target)
    case .failed(let error, _):
      throw error
    case .idle, .loading:
      throw MusicCommand.unfinished
    }
  }

  @MainActor
  static func runLyrics(_ invocation: Invocation) async throws {
    let given = try MusicInput.positionals(invocation, ["ARTIST", "TITLE"])
    // Both: classic servers (supysonic) answer error 10 when either is missing.
    let artist = try MusicInput.text(given[0], "ARTIST")
    let title = try MusicInput.text(given[1], "TITLE")
    let store = LyricsStore()
    await store.load(LyricsRequest(artist: artist, title: title))
    let lyrics: Lyrics?
    switch store.state {
    case .loaded(let found):
      lyrics = found
    case .failed(let error, _):
      throw error
    case .idle, .loading:
      throw MusicCommand.unfinished
    }
    if invocation.wantsJSON {
      invocation.print(try LyricsJSON(lyrics, artist: artist, title: title).encoded())
    } else {
      invocation.print(LyricsPresentation(lyrics, artist: artist, title: title).text)
    }
  }

}
