import DependencyRegistryTesting
import SubsonicClient
import SubsonicClientInMemory

/// Clients for the playlists screen's and picker's states that the preview server does not
/// have: a server that has not answered yet, no playlists, failures, long lists and hostile
/// names. Each sets only the endpoints asked for, so any other request fails the test.
enum PlaylistsClients {
  /// `getPlaylists` opens `entered`, then answers the preview's playlist once `release` opens.
  static func answeringPlaylists(after release: Gate, entered: Gate) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { _ in
      entered.open()
      await release.wait()
      return [Fixtures.morningMix]
    }
    return client
  }

  /// No playlists at all.
  static var noPlaylists: SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { _ in [] }
    return client
  }

  /// The preview server with a second playlist of no songs, "Quiet", made first.
  static func withEmptyPlaylist() async throws -> SubsonicClient {
    let client = SubsonicClient.inMemory()
    _ = try await client.createPlaylist("Quiet", [])
    return client
  }

  /// The preview server, but `getPlaylist` throws `error`.
  static func failingPlaylist(_ error: SubsonicError) -> SubsonicClient {
    var client = SubsonicClient.inMemory()
    client.getPlaylist = { _ in throw error }
    return client
  }

  /// The preview server, but `getPlaylists` throws `error` the first time it is asked.
  static func failingPlaylistsOnce(_ error: SubsonicError) -> SubsonicClient {
    let calls = HeldCall(0)  // counts, holds none
    var client = SubsonicClient.inMemory()
    let getPlaylists = client.getPlaylists
    client.getPlaylists = { username in
      await calls.pass()
      if calls.count == 1 { throw error }
      return try await getPlaylists(username)
    }
    return client
  }

  /// `count` playlists of the user `preview`, `Playlist 001` onwards.
  static func manyPlaylists(_ count: Int) -> SubsonicClient {
    let playlists = (1...max(1, count)).map { number in
      let padded = String(repeating: "0", count: max(0, 3 - String(number).count)) + "\(number)"
      return Playlist(
        id: PlaylistID("p\(number)"), name: "Playlist \(padded)", owner: "preview",
        isPublic: number.isMultiple(of: 3), songCount: number, duration: number * 200)
    }
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { _ in playlists }
    return client
  }

  /// 200 characters, to see it cut.
  static let longName =
    String(("The " + String(repeating: "Extraordinarily Long ", count: 10) + "Mix").prefix(199))
    + "!"

  /// Songs whose names must stay in their cells: wide, emoji, very long, escapes, bidi.
  static let hostileSongs = [
    Song(id: "h1", title: "夜に駆ける", album: "THE BOOK", artist: "YOASOBI", duration: 261),
    Song(id: "h2", title: longName, album: longName, artist: longName, duration: 3_723),
    Song(id: "h3", title: "🎹🎹🎹 Piano", album: "👩‍🎤 Ziggy 🎸🔥", artist: "Ziggy", duration: 59),
    Song(
      id: "h4", title: "Bell\u{7}\u{1B}]0;pwned\u{7}", album: "\u{202E}txet desrever\u{202C}",
      artist: "\u{1B}[2J", duration: 600),
    Song(id: "h5", title: "한국어 노래", artist: "방탄소년단"),
  ]

  /// Playlists whose names and owners must stay in their cells; the first holds
  /// ``hostileSongs``.
  static let hostilePlaylists = [
    Playlist(
      id: "wide", name: "夜の散歩 🌙 プレイリスト", owner: "坂本龍一", isPublic: true, songCount: 5,
      duration: 4_700),
    Playlist(
      id: "long", name: longName, owner: longName, isPublic: false, songCount: 12_345,
      duration: 987_654),
    Playlist(
      id: "escape", name: "\u{1B}[31mRed Alert\u{1B}[0m\u{7}", owner: "\u{1B}]0;pwned\u{7}",
      songCount: 2, duration: 300),
    Playlist(id: "bidi", name: "\u{202E}txet desrever\u{202C} ok", songCount: 0, duration: 0),
  ]

  /// The hostile playlists; `getPlaylist` answers each with ``hostileSongs``.
  static var hostile: SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { _ in hostilePlaylists }
    client.getPlaylist = { id in
      var playlist = hostilePlaylists.first { $0.id == id } ?? hostilePlaylists[0]
      playlist.entries = hostileSongs
      return playlist
    }
    return client
  }

  /// The hostile playlists with no owner named, so that the picker offers every one.
  static var hostileUnowned: SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { _ in
      hostilePlaylists.map { playlist in
        var unowned = playlist
        unowned.owner = nil
        return unowned
      }
    }
    return client
  }
}

/// Holds one call of an endpoint, the `n`th, until the test releases it: the endpoint's
/// closure awaits ``pass()`` first.
final class HeldCall: Sendable {
  /// Opens when the held call has come.
  let entered = Gate()
  /// Lets the held call go on.
  let released = Gate()
  private let held: Int
  private let calls = Recorder<Int>()

  /// Holds the `n`th call (1 is the first).
  init(_ n: Int) {
    held = n
  }

  /// How many calls came.
  var count: Int { calls.values.count }

  /// Counts a call, and waits for ``released`` when it is the one held.
  func pass() async {
    calls.record(count + 1)
    guard count == held else { return }
    entered.open()
    await released.wait()
  }
}
