import SubsonicClient

/// Turns a ``PlaySelection`` into the songs to play and where to begin: the one way every
/// front-end learns which songs an album, a playlist or an artist holds (to queue, to add to a
/// playlist, to download).
public struct PlayQueueBuilder: Sendable {
  let client: SubsonicClient

  /// A builder that asks `client`.
  public init(client: SubsonicClient) {
    self.client = client
  }

  /// The most songs one queue holds: longer albums, playlists, artists and saved queues are cut
  /// there (the queue saved at the end names every song in one request).
  public static let maximumSongs = 1_000

  /// The songs, at most ``maximumSongs``, and the index to start at.
  public func queue(for selection: PlaySelection) async throws -> (songs: [Song], start: Int) {
    let (songs, start) = try await everySong(of: selection)
    let kept = Array(songs.prefix(Self.maximumSongs))
    return (kept, start < kept.count ? start : 0)
  }

  private func everySong(of selection: PlaySelection) async throws -> (songs: [Song], start: Int) {
    switch selection {
    case .songs(let ids):
      var songs: [Song] = []
      for id in ids.prefix(Self.maximumSongs) { songs.append(try await client.getSong(id)) }
      return (songs, 0)
    case .loaded(let songs, let start):
      let from = songs.indices.contains(start) ? start : 0
      // Past the limit, the queue begins at the song chosen rather than lose it.
      return from < Self.maximumSongs ? (songs, from) : (Array(songs[from...]), 0)
    case .album(let id):
      return (try await client.getAlbum(id).songs, 0)
    case .playlist(let id):
      return (try await client.getPlaylist(id).entries, 0)
    case .artistTop(let name):
      return (try await client.getTopSongs(name, nil), 0)
    case .artistAll(let id):
      var songs: [Song] = []
      for album in try await client.getArtist(id).albums {
        guard songs.count < Self.maximumSongs else { break }
        songs += try await client.getAlbum(album.id).songs
      }
      return (songs, 0)
    case .random(let count):
      let filter = RandomSongsFilter(size: min(max(1, count), 500))
      return (try await client.getRandomSongs(filter), 0)
    case .savedQueue:
      // From the start of the current song: a player fed through a pipe cannot seek into it.
      guard let saved = try await client.getPlayQueue(), !saved.entries.isEmpty else {
        throw PlayFailure.nothingSaved
      }
      let start = saved.current.flatMap { id in saved.entries.firstIndex { $0.id == id } } ?? 0
      return (saved.entries, start)
    }
  }
}
