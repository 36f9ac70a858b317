import ListsFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic bookmarks` and `queue`: what the user's players saved on the server.
enum SavedListCommands {
  static let bookmarks = MusicCommand.make(
    name: "bookmarks",
    usage: "bookmarks [--json]",
    summary:
      "List your bookmarks: a song and a position in it each, with its comment and when it last"
      + " changed (UTC).",
    options: [MusicCommand.json],
    examples: [["bookmarks"], ["bookmarks", "--json"]],
    run: runBookmarks
  )

  static let queue = MusicCommand.make(
    name: "queue",
    usage: "queue [--json]",
    summary: "Show the play queue your players saved on the server.",
    options: [MusicCommand.json],
    examples: [["queue"], ["queue", "--json"]],
    run: runQueue
  )

  @MainActor
  static func runBookmarks(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = BookmarksStore()
    await store.load(SavedListRequest())
    let bookmarks = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try BookmarksJSON(bookmarks).encoded())
      return
    }
    invocation.print(
      bookmarks.isEmpty ? "No bookmarks." : invocation.table(CellTable.bookmarks(bookmarks)))
  }

  @MainActor
  static func runQueue(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = PlayQueueStore()
    await store.load(SavedListRequest())
    let queue = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try PlayQueueJSON(queue).encoded())
      return
    }
    guard let queue, !queue.entries.isEmpty else { return invocation.print("No saved play queue.") }
    var text = ""
    if let current = queue.entries.first(where: { $0.id == queue.current }) {
      let at =
        queue.positionMilliseconds.map { " at \(DurationText.text(seconds: $0 / 1000))" } ?? ""
      text += invocation.line("Current: \(NameText.shown(current.title, or: .title))\(at)") + "\n"
    }
    if let by = queue.changedBy { text += invocation.line("Saved by \(by)") + "\n" }
    text += "\n" + invocation.table(CellTable.songs(queue.entries))
    invocation.print(text)
  }
}
