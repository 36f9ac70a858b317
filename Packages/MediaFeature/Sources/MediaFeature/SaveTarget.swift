import Foundation

/// Where the user asked a file to go (`-o`): a file, or a folder where the feature names it. Each
/// carries the text to show for it, as the user gave it.
public enum SaveTarget: Sendable, Hashable {
  /// This file, shown as `shown`.
  case file(URL, shown: String)
  /// A file with the feature's default name in this folder; `shown` is the folder as given, or
  /// `nil` for the current folder (the name alone is shown then).
  case folder(URL, shown: String?)
  /// An open file descriptor (standard output for `-o -`): the whole file is written there once
  /// complete, never a part of it.
  case descriptor(Int32, shown: String)

  /// What `-o -` means: standard output.
  public static let standardOutput = SaveTarget.descriptor(1, shown: "standard output")

  /// Whether the file goes to an open descriptor rather than to a path.
  public var isDescriptor: Bool {
    if case .descriptor = self { return true }
    return false
  }

  /// The longest file name most file systems take, in bytes (NAME_MAX).
  public static let maximumNameBytes = 255
  /// The longest path accepted, in bytes (PATH_MAX, less room for the temporary name).
  public static let maximumPathBytes = 3800

  /// The target `output` names (a path relative to `current`; `-` for standard output), or
  /// `current` itself when `nil`; checked before any request: a refusal when the text is unusable
  /// or its folder is missing (with a trailing `/`, the text names a folder, which must exist).
  public static func resolve(_ output: String?, in current: URL) throws(SaveError) -> SaveTarget {
    guard let output else { return .folder(current, shown: nil) }
    if output == "-" { return .standardOutput }
    if output.isEmpty
      || output.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      throw .unusableName(output)
    }
    let url = URL(fileURLWithPath: output, relativeTo: current).standardizedFileURL
    if url.lastPathComponent.utf8.count > maximumNameBytes || url.path.utf8.count > maximumPathBytes
    {
      throw .tooLong(output)
    }
    if isFolder(url) { return .folder(url, shown: output) }
    // A trailing slash means a folder, never a file named like it.
    if output.hasSuffix("/") { throw .missingFolder(output, folder: url.path) }
    let parent = url.deletingLastPathComponent()
    guard isFolder(parent) else { throw .missingFolder(output, folder: parent.path) }
    return .file(url, shown: output)
  }

  /// The file to write when the feature's default name is `name`, and how to show it; for a
  /// descriptor, a file in the system's temporary folder, written out and removed once complete.
  public func destination(named name: String) -> (file: URL, shown: String) {
    switch self {
    case .descriptor(_, let shown):
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "sunsonic-\(UUID().uuidString)", isDirectory: false)
      return (file, shown)
    case .file(let url, let shown):
      return (url, shown)
    case .folder(let folder, let shown):
      let file = folder.appendingPathComponent(name, isDirectory: false)
      return (file, shown.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + name } ?? name)
    }
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
