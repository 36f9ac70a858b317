import ListsFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic bookmark SONG [--at POSITION] [--comment TEXT]` and `bookmark --delete SONG`:
/// save, move or delete your bookmark of a song (`bookmarks` lists them).
enum BookmarkCommand {
  static let at = OptionSpec(
    name: "--at", valueName: "POSITION",
    help: "where in the song: seconds (83, 83.5), m:ss (1:23) or h:mm:ss (default: 0)")
  static let comment = OptionSpec(
    name: "--comment", valueName: "TEXT", help: "a note to keep with the bookmark")
  static let delete = OptionSpec(name: "--delete", help: "delete the song's bookmark instead")

  static let command = MusicCommand.make(
    name: "bookmark",
    usage: """
      bookmark SONG [--at POSITION] [--comment TEXT] [--json]
      bookmark --delete SONG [--json]
      """,
    summary:
      "Bookmark a song (id or name) at a position, replacing the bookmark it has, or delete"
      + " its bookmark.",
    options: [at, comment, delete, MusicCommand.json],
    examples: [
      ["bookmark", "song-1", "--at", "1:23"],
      ["bookmark", "song-7", "--at", "95.5", "--comment", "the bridge"],
      ["bookmark", "--delete", "song-1"],
    ],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    let text = try MusicInput.id(MusicInput.positionals(invocation, ["SONG"])[0], "SONG")
    let arguments = invocation.arguments
    let deleting = arguments.has(delete.name)
    if deleting, let given = [at, comment].first(where: { arguments.value($0.name) != nil }) {
      throw CommandFailure.usage("\(given.name) does not go with --delete")
    }
    let position = try arguments.value(at.name).map { text throws(CommandFailure) in
      guard let milliseconds = BookmarkPosition.milliseconds(text) else {
        throw .usage(
          "\(at.name) \(Shown.text(text)): not a position (seconds like 83 or 83.5, m:ss like"
            + " 1:23, or h:mm:ss)")
      }
      return milliseconds
    }
    let note = try arguments.value(comment.name).map { text throws(CommandFailure) in
      try MusicInput.text(text, comment.name)
    }
    let song = SongID(try await Lookups.id(.song, text, invocation))
    let edit: BookmarkEdit =
      deleting
      ? .delete(song) : .save(song, positionMilliseconds: position ?? 0, comment: note)
    let store = BookmarkEditStore()
    await store.perform(edit)
    switch store.state {
    case .done:
      break
    case .failed(_, let error, _):
      throw error
    case .idle, .sending:
      throw MusicCommand.unfinished
    }
    let shown = oneLine(song.rawValue)
    switch edit {
    case .save(_, let milliseconds, let note):
      let time = DurationText.text(seconds: milliseconds / 1000)
      try CommandJSON.report(
        CommandJSON.Bookmark(
          action: "bookmark", song: song.rawValue, positionMilliseconds: milliseconds,
          comment: note),
        or: "bookmarked song \(shown) at \(time)", to: invocation)
    case .delete:
      try CommandJSON.report(
        CommandJSON.Bookmark(
          action: "delete", song: song.rawValue, positionMilliseconds: nil, comment: nil),
        or: "deleted the bookmark of song \(shown)", to: invocation)
    }
  }
}
