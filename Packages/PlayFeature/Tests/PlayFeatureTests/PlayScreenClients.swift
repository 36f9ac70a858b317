import DependencyRegistryTesting
import Foundation
import SubsonicClient
import SubsonicClientInMemory

/// Servers for the play screens' states that the in-memory library does not have: one that has
/// not answered yet, one whose audio never comes, and hostile names.
enum PlayScreenClients {
  /// The in-memory library, but `getAlbum` opens `entered`, then answers once `release` opens.
  static func answeringAlbum(after release: Gate, entered: Gate) -> SubsonicClient {
    var client = SubsonicClient.inMemory()
    let getAlbum = client.getAlbum
    client.getAlbum = { id in
      entered.open()
      await release.wait()
      return try await getAlbum(id)
    }
    return client
  }

  /// The in-memory library, but no song's audio comes: the server is gone.
  static var audioUnreachable: SubsonicClient {
    var client = SubsonicClient.inMemory()
    client.stream = { _, _, _ in throw SubsonicError.unreachable("connection refused") }
    return client
  }

  /// 200 characters, to see it cut.
  static let longName =
    String(
      ("Symphony No. 9 「合唱」 "
        + String(repeating: "Allegro ma non troppo, un poco maestoso ", count: 6))
        .prefix(199)) + "!"

  /// An album of hostile names: a 200-character title over an hour long, a title with escape
  /// sequences and no length, emoji and CJK.
  static let hostileAlbum = Album(
    id: "hostile", name: "Hostile", songCount: 3,
    songs: [
      Song(id: "long", title: longName, artist: "ベルリン・フィルハーモニー管弦楽団", duration: 3_723),
      Song(
        id: "escape", title: "\u{1B}[2J\u{1B}[31mRed\u{7}\u{202E}txet", artist: "\u{1B}]0;x\u{7}"),
      Song(id: "emoji", title: "🎻🎺 Brass & Strings 🎶", artist: "악단", duration: 61),
    ])

  /// The preview server (its audio a few bytes at once), but `getAlbum` answers ``hostileAlbum``.
  static var hostile: SubsonicClient {
    var client = SubsonicClient.preview
    client.getAlbum = { _ in hostileAlbum }
    return client
  }
}
