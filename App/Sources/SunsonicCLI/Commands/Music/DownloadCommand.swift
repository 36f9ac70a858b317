import Foundation
import MediaFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic download ID [-o FILE] [--force]`: a song's original file, with a progress bar on a
/// terminal.
enum DownloadCommand {
  static let output = OptionSpec(
    name: "--output", shortName: "-o", valueName: "FILE",
    help: "where to save it: a file, a folder, or - for standard output (default:"
      + " 'Artist - Title.suffix' here)")
  static let force = OptionSpec(name: "--force", help: "replace a file that is already there")
  /// Cells of the progress bar.
  static let barWidth = 30

  static let command = MusicCommand.make(
    name: "download",
    usage: "download ID|NAME [-o FILE] [--force] [--json]",
    summary: "Save a song's original file; shows progress on a terminal.",
    options: [output, force, MusicCommand.json],
    examples: [
      ["download", "song-1"], ["download", "song-2", "-o", "/tmp/birdsong.mp3", "--force"],
    ],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    try await save(invocation, stream: nil)
  }

  /// Saves the song the invocation names: its original file, or its stream with `stream`'s
  /// options (`sunsonic stream`).
  @MainActor
  static func save(_ invocation: Invocation, stream: StreamOptions?) async throws {
    let text = try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID")
    let target = try MusicInput.saveTarget(invocation, output)
    let store = DownloadStore()
    let bar = invocation.drawsOnTerminal ? progressBar(store, invocation.console) : nil
    // The song's metadata is read first: an id not found is tried as a name (`1984`).
    let result: Result<SavedSong, any Error>
    do {
      result = .success(
        try await Lookups.withItem(.song, text, invocation) { id in
          await store.save(
            DownloadStore.Request(
              songID: SongID(id), target: target,
              replacing: invocation.arguments.has(force.name), stream: stream))
          switch store.state {
          case .saved(let saved): return saved
          case .failed(let failure, _): throw failure
          case .idle, .reading, .downloading: throw MusicCommand.unfinished
          }
        })
    } catch {
      result = .failure(error)
    }
    bar?.cancel()
    if let drawn = await bar?.value, drawn { invocation.console.draw("\r\u{1B}[K") }
    let saved = try result.get()
    let view = CommandJSON.WrittenFile(
      id: saved.song.id.rawValue, path: target.isDescriptor ? nil : saved.file.path,
      bytes: saved.byteCount, mediaType: saved.mediaType)
    invocation.report(
      invocation.wantsJSON
        ? try view.encoded()
        : "saved \(oneLine(saved.shown)) (\(ByteCountText.text(saved.byteCount)))", target)
  }

  /// Draws the store's progress on one line of standard error each time it changes (observed,
  /// as a view would), ten times a second at most, until cancelled; answers whether it drew.
  @MainActor
  static func progressBar(_ store: DownloadStore, _ console: Console) -> Task<Bool, Never> {
    Task { @MainActor in
      var last = ""
      var drawnAt = ContinuousClock.now - .seconds(1)
      while !Task.isCancelled {
        if case .downloading(let progress) = store.state, progress.receivedBytes > 0,
          ContinuousClock.now - drawnAt >= .milliseconds(100)
        {
          let line = ProgressBar.render(progress, width: barWidth)
          if line != last {
            console.draw("\r\(line)\u{1B}[K")
            last = line
            drawnAt = .now
          }
        }
        await ObservedChange.next { _ = store.state }
      }
      return !last.isEmpty
    }
  }
}
