import Foundation
import PlayerClient

/// A temporary folder, removed when released.
final class Folder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("player-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// A file named `name` holding `text`, with `mode`.
  @discardableResult
  func file(_ name: String, _ text: String = "", mode: Int = 0o644) throws -> String {
    let file = path + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
    return file
  }

  /// A shell script named `name` running `body`.
  @discardableResult
  func executable(_ name: String, _ body: String = "exit 0") throws -> String {
    try file(name, "#!/bin/sh\n" + body + "\n", mode: 0o755)
  }
}

/// Every event of a playback, in order, once it has ended.
func collect(_ events: AsyncStream<PlaybackEvent>) async -> [PlaybackEvent] {
  await events.reduce(into: []) { $0.append($1) }
}

/// How a playback ended, from its events.
func end(of events: [PlaybackEvent]) -> PlaybackEnd? {
  guard case .ended(let end, _) = events.last else { return nil }
  return end
}
