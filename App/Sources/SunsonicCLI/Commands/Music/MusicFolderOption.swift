import DependencyRegistry
import LookupFeature
import SubsonicClient

/// `--folder NAME|ID`, which every music command takes: the listings the API lets narrow to a
/// music folder (artists, albums, random, songs, starred, search, folders; the same lists in
/// `ui` and `play`) ask for that one folder. The folder is found among `getMusicFolders` by id,
/// then by name as every name is matched (``MusicFolderChoice``), with one request made at the
/// first listing: a command that lists nothing (`album ID`) makes none.
enum MusicFolderOption {
  static let option = OptionSpec(
    name: "--folder", valueName: "NAME|ID",
    help: "narrow listings to one music folder, by name or id (see music-folders)")

  /// `values` with its Subsonic client narrowed to the folder `--folder` names, when given; the
  /// value is checked (not blank, at most 200 characters, no control character) here, before
  /// any request.
  static func narrow(
    _ values: inout DependencyValues, for invocation: Invocation
  ) throws(CommandFailure) {
    guard let given = invocation.arguments.value(option.name) else { return }
    let text = try MusicInput.text(given, option.name)
    let base = values.subsonicClient
    values.subsonicClient = .narrowed(base) {
      try MusicFolderChoice.choose(text, among: try await base.getMusicFolders())
    }
  }
}
