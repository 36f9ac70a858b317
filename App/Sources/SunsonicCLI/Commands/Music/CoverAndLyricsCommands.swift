import Foundation
import MediaFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic cover ID` and `sunsonic lyrics SONG` (or `ARTIST TITLE`).
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
    usage: "lyrics SONG | ARTIST TITLE [--json]",
    summary:
      "Print a song's lyrics: by song, id or name (synced lines after their [m:ss.cc] time where"
      + " the server has them), or found by artist and title.",
    options: [MusicCommand.json],
    examples: [
      ["lyrics", "song-1"], ["lyrics", "Aurora Vale", "First Light"],
      ["lyrics", "aurora", "first light", "--json"],
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
    let given = invocation.arguments.positionals
    let request: LyricsRequest
    let artist: String?
    let title: String?
    if given.isEmpty {
      throw CommandFailure.usage("missing SONG (usage: sunsonic lyrics SONG, or ARTIST TITLE)")
    }
    if given.count == 1 {
      // A song by id or by name (one search), as `rate` and `star` take it.
      let text = try MusicInput.id(given[0], "SONG")
      let song = SongID(try await Lookups.id(.song, text, invocation))
      (request, artist, title) = (LyricsRequest(songID: song, artist: nil, title: nil), nil, nil)
    } else {
      let named = try MusicInput.positionals(invocation, ["ARTIST", "TITLE"])
      // Both: classic servers (supysonic) answer error 10 when either is missing.
      artist = try MusicInput.text(named[0], "ARTIST")
      title = try MusicInput.text(named[1], "TITLE")
      request = LyricsRequest(artist: artist, title: title)
    }
    let store = LyricsStore()
    await store.load(request)
    let lyrics: SongLyrics?
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
      let asked = title ?? request.songID.map { "song \($0.rawValue)" }
      invocation.print(LyricsPresentation(timed: lyrics, artist: artist, title: asked).text)
    }
  }

}
