import BrowseFeature
import Foundation
import MediaFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic download ID [-o FILE] [--force]`: a song's original file, with a progress bar on a
/// terminal.
enum DownloadCommand {
  static let output = OptionSpec(
    name: "--output", shortName: "-o", valueName: "FILE",
    help: "where to save it, a file or a folder (default: 'Artist - Title.suffix' here)")
  static let force = OptionSpec(name: "--force", help: "replace a file that is already there")
  /// Cells of the progress bar.
  static let barWidth = 30

  static let command = MusicCommand.make(
    name: "download",
    usage: "download ID [-o FILE] [--force]",
    summary: "Save a song's original file; shows progress on a terminal.",
    options: [output, force],
    examples: [
      ["download", "song-1"], ["download", "song-2", "-o", "/tmp/birdsong.mp3", "--force"],
    ],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    let id = SongID(try MusicInput.id(MusicInput.positionals(invocation, ["ID"])[0], "ID"))
    let outputText = invocation.arguments.value(output.name)
    let replacing = invocation.arguments.has(force.name)
    let target = try SavedFile.target(outputText, option: "-o")
    if case .file(let url) = target {
      try SavedFile.checkFree(url, shownAs: outputText ?? url.lastPathComponent, force: replacing)
    }
    // Always read the song first: the id must be a song's (supysonic's `download` of an album
    // or folder id answers a ZIP of the folder), and it names the default file.
    let songs = SongStore()
    await songs.load(id)
    let song = try songs.state.loaded()
    let destination: URL
    let shown: String
    switch target {
    case .file(let url):
      destination = url
      shown = outputText ?? url.lastPathComponent
    case .folder(let folder):
      let name = DownloadFileName.make(for: song)
      destination = folder.appendingPathComponent(name, isDirectory: false)
      shown = outputText.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + name } ?? name
      try SavedFile.checkFree(destination, shownAs: shown, force: replacing)
    }

    let temporary = SavedFile.temporary(next: destination)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let store = DownloadStore()
    let bar = invocation.console.errorIsTerminal ? progressBar(store, invocation.console) : nil
    await store.download(id, to: temporary)
    bar?.cancel()
    if let drawn = await bar?.value, drawn { invocation.console.err("\r\u{1B}[K") }
    switch store.state {
    case .finished(let file):
      try SavedFile.place(temporary, at: destination, shownAs: shown, replacing: replacing)
      invocation.print(
        "saved \(oneLine(shown)) (\(ByteCountText.text(file.byteCount)))")
    case .failed(let error, _):
      throw error
    case .idle, .downloading:
      throw MusicCommand.unfinished
    }
  }

  /// Redraws the store's progress on one line of standard error, ten times a second at most,
  /// until cancelled; answers whether it drew anything.
  @MainActor
  static func progressBar(_ store: DownloadStore, _ console: Console) -> Task<Bool, Never> {
    Task { @MainActor in
      var last = ""
      while !Task.isCancelled {
        if case .downloading(let progress) = store.state, progress.receivedBytes > 0 {
          let line = ProgressBar.render(progress, width: barWidth)
          if line != last {
            console.err("\r\(line)\u{1B}[K")
            last = line
          }
        }
        try? await Task.sleep(for: .milliseconds(100))
      }
      return !last.isEmpty
    }
  }
}
