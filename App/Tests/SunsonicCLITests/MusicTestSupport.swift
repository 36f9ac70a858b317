import DependencyRegistry
import Foundation
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// Test dependencies with `client` as the Subsonic client (a fresh preview library by default)
/// and `player` (by default one that plays nothing, at once).
func musicValues(
  _ client: SubsonicClient = .inMemory(), player: PlayerClient = .preview(sleeper: .immediate)
) -> DependencyValues {
  var values = DependencyValues(context: .test)
  values.subsonicClient = client
  values.playerClient = player
  return values
}

/// A new empty folder under the temporary directory.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("sunsonic-app-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Runs `arguments` with the test client in force (any request fails the test, so this also
/// proves that nothing was sent) and expects exit 64 with exactly `message` on stderr.
@MainActor
func expectUsageError(
  _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) async {
  let run = await runSunsonic(arguments)
  #expect(run.code == .usage, "\(arguments)", sourceLocation: sourceLocation)
  #expect(run.err == "sunsonic: \(message)\n", sourceLocation: sourceLocation)
  #expect(run.out.isEmpty, sourceLocation: sourceLocation)
}

/// Runs `arguments` with `--json` on a fresh preview library and parses stdout as one object.
@MainActor
func musicJSON(
  _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
) async throws -> [String: Any] {
  let run = await runSunsonic(arguments + ["--json"], with: musicValues())
  #expect(run.code == .success, "\(arguments): \(run.err)", sourceLocation: sourceLocation)
  #expect(run.err.isEmpty, sourceLocation: sourceLocation)
  #expect(run.out.hasPrefix("{") && run.out.hasSuffix("}\n"), sourceLocation: sourceLocation)
  return try jsonObject(run.out, sourceLocation: sourceLocation)
}

/// The JSON object `text` holds.
func jsonObject(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [String: Any] {
  let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(object as? [String: Any], sourceLocation: sourceLocation)
}

/// The keys of the features' JSON views.
enum JSONKeys {
  static let song: Set = [
    "id", "title", "album", "albumId", "artist", "artistId", "track", "discNumber", "year",
    "genre", "durationSeconds", "sizeBytes", "suffix", "contentType", "bitRate", "path",
    "starred", "coverArt", "userRating", "averageRating", "playCount",
  ]
  static let album: Set = [
    "id", "name", "artist", "artistId", "songCount", "durationSeconds", "year", "genre",
    "created", "starred", "coverArt", "playCount", "songs",
  ]
  static let artist: Set = ["id", "name", "albumCount", "starred", "albums"]
  static let playlist: Set = [
    "id", "name", "comment", "owner", "public", "songCount", "durationSeconds", "created",
    "changed", "coverArt",
  ]
}
