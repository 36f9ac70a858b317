import Foundation
import SubsonicClient

/// The requests behind ``PlaylistStore``, off the main actor: each operation runs its steps in
/// order and ends in the state to show and the read that ``PlaylistStore/retry()`` may repeat.
struct PlaylistWork: Sendable {
  /// What an operation ended in.
  struct Outcome: Sendable {
    /// The state to show.
    var state: PlaylistStore.State
    /// The read to repeat on retry, when the state is a retryable failed read.
    var retry: Retry? = nil
  }

  /// A read that ``PlaylistStore/retry()`` repeats.
  enum Retry: Sendable, Hashable {
    /// Load the playlist.
    case load(PlaylistID)
    /// Read back what `change` did.
    case readBack(ReadBack, after: PlaylistChange)
  }

  /// How the result of a change is read back.
  enum ReadBack: Sendable, Hashable {
    /// `getPlaylist`.
    case playlist(PlaylistID)
    /// The newest playlist of that name in `getPlaylists`, then `getPlaylist`: for a server
    /// that created a playlist without returning it.
    case created(name: String)
    /// `getPlaylists`, which must no longer list the deleted playlist.
    case deletion(Playlist)
  }

  let client: SubsonicClient

  /// Reads the playlist with its entries.
  func load(_ id: PlaylistID) async -> Outcome {
    do {
      return Outcome(state: .loaded(try await client.getPlaylist(id)))
    } catch {
      let failure = SubsonicError.wrapping(error)
      return Outcome(
        state: .failed(.load(id, failure), canRetry: failure.isRetryable),
        retry: failure.isRetryable ? .load(id) : nil)
    }
  }

  /// Makes `change` (already validated as far as it can be without a request), then reads the
  /// result back. The change is sent once, whatever happens.
  func apply(_ change: PlaylistChange) async -> Outcome {
    switch change {
    case .create(let name, let songs):
      let created: Playlist?
      do {
        created = try await client.createPlaylist(name, songs)
      } catch {
        return Self.changeFailed(change, error)
      }
      return await readBack(created.map { .playlist($0.id) } ?? .created(name: name), after: change)
    case .rename(let id, let name):
      return await update(id, PlaylistUpdate(name: name), change)
    case .add(let songs, let id):
      return await update(id, PlaylistUpdate(songsToAdd: songs), change)
    case .remove(let positions, let id):
      let current: Playlist
      do {
        current = try await client.getPlaylist(id)
      } catch {
        return Outcome(state: .failed(.check(change, .wrapping(error)), canRetry: false))
      }
      if let problem = PlaylistValidation.positions(positions, entryCount: current.entries.count) {
        return Outcome(state: .rejected(problem))
      }
      let indexes = positions.map { $0 - 1 }
      return await update(id, PlaylistUpdate(songIndexesToRemove: indexes), change)
    case .delete(let id):
      let current: Playlist
      do {
        current = try await client.getPlaylist(id)
      } catch {
        return Outcome(state: .failed(.check(change, .wrapping(error)), canRetry: false))
      }
      do {
        try await client.deletePlaylist(id)
      } catch {
        return Self.changeFailed(change, error)
      }
      return await readBack(.deletion(current), after: change)
    }
  }

  /// Reads back what `change` did.
  func readBack(_ read: ReadBack, after change: PlaylistChange) async -> Outcome {
    do {
      switch read {
      case .playlist(let id):
        return Outcome(state: .loaded(try await client.getPlaylist(id)))
      case .created(let name):
        let listed = try await client.getPlaylists(nil)
        guard let newest = Self.newest(named: name, in: listed) else {
          return Outcome(state: .failed(.createdPlaylistNotFound(name: name), canRetry: false))
        }
        return Outcome(state: .loaded(try await client.getPlaylist(newest.id)))
      case .deletion(let deleted):
        let listed = try await client.getPlaylists(nil)
        guard !listed.contains(where: { $0.id == deleted.id }) else {
          return Outcome(state: .failed(.stillListed(deleted.id), canRetry: false))
        }
        return Outcome(state: .deleted(deleted))
      }
    } catch {
      let failure = SubsonicError.wrapping(error)
      return Outcome(
        state: .failed(.readBack(change, failure), canRetry: failure.isRetryable),
        retry: failure.isRetryable ? .readBack(read, after: change) : nil)
    }
  }

  /// The playlist named exactly `name` that was created last: the latest `created` date (one
  /// without a date counts as oldest), and of equal dates the one listed last.
  static func newest(named name: String, in playlists: [Playlist]) -> Playlist? {
    playlists.enumerated()
      .filter { $0.element.name == name }
      .max { lhs, rhs in
        let left = lhs.element.created ?? .distantPast
        let right = rhs.element.created ?? .distantPast
        return left == right ? lhs.offset < rhs.offset : left < right
      }?
      .element
  }

  private func update(
    _ id: PlaylistID, _ update: PlaylistUpdate, _ change: PlaylistChange
  ) async -> Outcome {
    do {
      try await client.updatePlaylist(id, update)
    } catch {
      return Self.changeFailed(change, error)
    }
    return await readBack(.playlist(id), after: change)
  }

  private static func changeFailed(_ change: PlaylistChange, _ error: any Error) -> Outcome {
    Outcome(state: .failed(.change(change, .wrapping(error)), canRetry: false))
  }
}
