import SubsonicClient

/// Which of the server's music folders a `--folder NAME|ID` names, by the rule names follow
/// everywhere (``NameMatch``): the folder with that exact id first, then the one whose name is
/// the text (case and diacritics ignored), then the one whose name contains it.
public enum MusicFolderChoice {
  /// How many folders a refusal lists.
  static let listedCount = 5

  /// The id of the one folder of `folders` that `text` names. None or several: an
  /// ``SubsonicError/invalidArgument(_:)`` naming `option`, the text and the folders there are
  /// (the bad value of an option, refused before any listing is asked).
  public static func choose(
    _ text: String, among folders: [MusicFolder], option: String = "--folder"
  ) throws(SubsonicError) -> MusicFolderID {
    if let folder = folders.first(where: { $0.id.rawValue == text }) { return folder.id }
    var nameFolder = NameFolder()
    let wanted = nameFolder.folded(text)
    let named = folders.map { (folder: $0, name: nameFolder.folded($0.name ?? "")) }
    let exact = named.filter { $0.name == wanted }.map(\.folder)
    let partial = named.filter { NameMatch.contains($0.name, wanted) }.map(\.folder)
    let best = exact.isEmpty ? partial : exact
    if best.count == 1 { return best[0].id }
    let problem =
      best.isEmpty
      ? "no music folder has that name or id (the server's: \(listed(folders)))"
      : "names \(best.count) music folders (\(listed(best))): give one's id"
    throw .invalidArgument("\(option) \"\(text)\": \(problem)")
  }

  /// `Music (1), Upload (4)`, the first few, or `none` for no folders.
  static func listed(_ folders: [MusicFolder]) -> String {
    guard !folders.isEmpty else { return "none" }
    let shown = folders.prefix(listedCount).map { "\($0.name ?? "(no name)") (\($0.id.rawValue))" }
    let more = folders.count > listedCount ? ", and \(folders.count - listedCount) more" : ""
    return shown.joined(separator: ", ") + more
  }
}
