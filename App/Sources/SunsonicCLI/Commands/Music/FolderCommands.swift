import BrowseFeature
import MusicPresentation
import SubsonicClient

/// `sunsonic folders` and `folder [ID]`: the library as the server's file tree.
enum FolderCommands {
  static let folders = MusicCommand.make(
    name: "folders",
    usage: "folders [--json]",
    summary: "List the top folders of the file tree.",
    options: [MusicCommand.json],
    examples: [["folders"], ["folders", "--json"]],
    run: { try await runFolders($0) }
  )

  static let folder = MusicCommand.make(
    name: "folder",
    usage: "folder [ID] [--json]",
    summary: "List a folder's sub-folders and songs (the top folders without an ID).",
    options: [MusicCommand.json],
    examples: [["folder"], ["folder", "dir-artist-1"], ["folder", "dir-artist-1", "--json"]],
    run: runFolder
  )

  @MainActor
  static func runFolders(_ invocation: Invocation) async throws {
    _ = try MusicInput.positionals(invocation, [])
    let store = FoldersStore()
    await store.load(FoldersRequest())
    let indexes = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try FoldersJSON(indexes).encoded())
      return
    }
    invocation.print(
      indexes.allSatisfy(\.directories.isEmpty)
        ? "No folders." : invocation.table(CellTable.folders(indexes)))
  }

  @MainActor
  static func runFolder(_ invocation: Invocation) async throws {
    let given = invocation.arguments.positionals
    guard let first = given.first else { return try await runFolders(invocation) }
    _ = try MusicInput.positionals(invocation, ["ID"])
    let id = DirectoryID(try MusicInput.id(first, "ID"))
    let store = FolderStore()
    await store.load(id)
    let directory = try store.state.loaded()
    if invocation.wantsJSON {
      invocation.print(try FolderJSON(directory).encoded())
      return
    }
    let name = NameText.shown(directory.name, or: .name)
    var text = invocation.line("\(name) (\(directory.id.rawValue))") + "\n"
    if let parent = directory.parent { text += invocation.line("in \(parent.rawValue)") + "\n" }
    text += "\n"
    text += directory.children.isEmpty ? "Empty.\n" : invocation.table(CellTable.folder(directory))
    invocation.print(text)
  }
}
