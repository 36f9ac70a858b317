import MusicPresentation
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
    let built = try await queueAndPosition(for: selection)
    return (built.songs, built.start)
  }

  /// The songs, at most ``maximumSongs``, the index to start at, and how far into that song to
  /// begin: the position saved with the queue (``PlaySelection/savedQueue``) or the bookmark's
  /// (``PlaySelection/bookmark(_:)``), zero for any other selection.
  public func queueAndPosition(for selection: PlaySelection) async throws -> PlayQueueStart {
    let (songs, start, position) = try await everySong(of: selection)
    let kept = Array(songs.prefix(Self.maximumSongs))
    guard start < kept.count else { return PlayQueueStart(songs: kept) }
    return PlayQueueStart(songs: kept, start: start, position: position)
  }

  private func everySong(of selection: PlaySelection) async throws
    -> (songs: [Song], start: Int, position: Duration)
  {
    switch selection {
    case .songs(let ids):
      var songs: [Song] = []
      for id in ids.prefix(Self.maximumSongs) { songs.append(try await client.getSong(id)) }
      return (songs, 0, .zero)
    case .loaded(let songs, let start):
      let from = songs.indices.contains(start) ? start : 0
      // Past the limit, the queue begins at the song chosen rather than lose it.
      return from < Self.maximumSongs ? (songs, from, .zero) : (Array(songs[from...]), 0, .zero)
    case .album(let id):
      return (try await client.getAlbum(id).songs, 0, .zero)
    case .playlist(let id):
      return (try await client.getPlaylist(id).entries, 0, .zero)
    case .artistAll(let id):
      var songs: [Song] = []
      for album in try await client.getArtist(id).albums {
        guard songs.count < Self.maximumSongs else { break }
        songs += try await client.getAlbum(album.id).songs
      }
      return (songs, 0, .zero)
    case .random(let count):
      let filter = RandomSongsFilter(size: min(max(1, count), 500))
      return (try await client.getRandomSongs(filter), 0, .zero)
    case .savedQueue:
      guard let saved = try await client.getPlayQueue(), !saved.entries.isEmpty else {
        throw PlayFailure.nothingSaved
      }
      // The position is the current song's: none when the queue names no current song in it.
      guard let start = saved.current.flatMap({ id in saved.entries.firstIndex { $0.id == id } })
      else { return (saved.entries, 0, .zero) }
      return (
        saved.entries, start, PlayQueueStart.position(milliseconds: saved.positionMilliseconds)
      )
    case .bookmark(let id):
      guard let bookmark = try await client.getBookmarks().first(where: { $0.entry.id == id })
      else {
        let title = (try? await client.getSong(id))?.title
        let shown = NameText.shown(title, or: .title)
        throw PlayFailure.noBookmark(song: "“\(shown)” (\(id.rawValue))")
      }
      return (
        [bookmark.entry], 0, PlayQueueStart.position(milliseconds: bookmark.positionMilliseconds)
      )
    case .radio(let seed):
      return (try await PlayRadio.songs(like: seed, from: client), 0, .zero)
    }
  }
}
