import BrowseFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic music-folders`: the top-level folders the server scans, the values `--folder`
/// takes. Its own command, not `folders --music`: `folders` lists the file tree's index (a
/// different list, with its own JSON), and the name says what the API calls them.
enum MusicFolderCommands {
  static let command = MusicCommand.make(
    name: "music-folders",
    usage: "music-folders [--json]",
    summary: "List the music folders the server scans; --folder NAME|ID narrows listings to one.",
    options: [MusicCommand.json],
    examples: [
      ["music-folders"], ["music-folders", "--json"], ["artists", "--folder", "Music"],
      ["albums", "--type", "newest", "--folder", "1"],
    ],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = MusicFoldersStore()
    await store.load(MusicFoldersRequest())
    let folders = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try MusicFoldersJSON(folders).encoded())
      return
    }
    invocation.print(
      folders.isEmpty ? "No music folders." : invocation.table(CellTable.musicFolders(folders)))
  }
}
