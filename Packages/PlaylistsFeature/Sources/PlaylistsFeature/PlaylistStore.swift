import DependencyRegistry
import Observation
import SubsonicClient

/// Reads one playlist with its entries, and creates, renames, fills, trims and deletes playlists,
/// showing after every change the playlist as the server has it then.
///
/// - Checks come first: an empty or blank name, no songs, no positions or a position given twice
///   is ``State/rejected(_:)`` before any request; a removal reads the playlist first and is
///   rejected, unsent, when a position is out of its range.
/// - Every change is read back (`getPlaylist`). When the server creates a playlist without
///   returning it (supysonic answers an empty ok), the newest playlist of that name in
///   `getPlaylists` is read; if there is none, that is ``PlaylistFailure/createdPlaylistNotFound(name:)``.
///   A deletion is confirmed by `getPlaylists` no longer listing the playlist.
/// - A change is sent once: it is never retried, automatically or by ``retry()``, which repeats
///   only a failed read (a load, or the read-back after a change).
/// - Positions are 1-based, as ``PlaylistEntriesTable`` numbers entries: 1 is the first.
///
/// The client is handed in through the initializer, defaulting to the registry's current value,
/// read once. A new request supersedes one still running: the older one's answer is ignored, and
/// an older plain load is cancelled (an older change is left to finish, never cut in half).
/// Cancelling the task that awaits a request cancels the client's call.
@MainActor @Observable public final class PlaylistStore {
  /// What the store shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var inFlight: (task: Task<PlaylistWork.Outcome, Never>, isRead: Bool)?
  @ObservationIgnored private var pendingRetry: PlaylistWork.Retry?

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameter client: the client to use; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Loads the playlist with its entries: ``State/loaded(_:)`` or ``State/failed(_:canRetry:)``
  /// with ``PlaylistFailure/load(_:_:)``.
  public func load(_ id: PlaylistID) async {
    await run(isRead: true) { work in await work.load(id) }
  }

  /// Creates a playlist named `name` (sent as given) of `songs`, in order, possibly none; shows
  /// it as read back. An empty or blank name is rejected before any request.
  public func create(named name: String, songs: [SongID] = []) async {
    await change(.create(name: name, songs: songs), refusedBy: PlaylistValidation.name(name))
  }

  /// Renames the playlist to `name` (sent as given); shows it as read back. An empty or blank
  /// name is rejected before any request.
  public func rename(_ id: PlaylistID, to name: String) async {
    await change(.rename(id, to: name), refusedBy: PlaylistValidation.name(name))
  }

  /// Appends `songs`, in order (a song may appear twice); shows the playlist as read back. No
  /// songs is rejected before any request.
  public func add(_ songs: [SongID], to id: PlaylistID) async {
    await change(.add(songs, to: id), refusedBy: PlaylistValidation.songs(songs))
  }

  /// Removes the entries at the 1-based `positions` (1 is the first entry; any order); shows the
  /// playlist as read back. No positions or a position given twice is rejected before any
  /// request; then the playlist is read, and a position outside `1...count` of its entries is
  /// rejected without sending the removal.
  public func remove(positions: [Int], from id: PlaylistID) async {
    await change(
      .remove(positions: positions, from: id), refusedBy: PlaylistValidation.positions(positions))
  }

  /// Deletes the playlist: reads it first (to show what was deleted), deletes it, and checks that
  /// the server no longer lists it; ends in ``State/deleted(_:)``.
  public func delete(_ id: PlaylistID) async {
    await change(.delete(id), refusedBy: nil)
  }

  /// Repeats the read that failed, when the state is ``State/failed(_:canRetry:)`` with
  /// `canRetry`: the load, or the read-back after a change (without making the change again).
  /// Does nothing otherwise.
  public func retry() async {
    guard case .failed(_, canRetry: true) = state, let retry = pendingRetry else { return }
    switch retry {
    case .load(let id):
      await load(id)
    case .readBack(let read, let change):
      await run(isRead: true) { work in await work.readBack(read, after: change) }
    }
  }

  private func change(_ change: PlaylistChange, refusedBy problem: PlaylistInputError?) async {
    guard let problem else {
      await run(isRead: false) { work in await work.apply(change) }
      return
    }
    supersede()
    pendingRetry = nil
    state = .rejected(problem)
  }

  private func run(
    isRead: Bool, _ operation: @escaping @Sendable (PlaylistWork) async -> PlaylistWork.Outcome
  ) async {
    supersede()
    let ticket = generation
    pendingRetry = nil
    state = .loading
    let work = PlaylistWork(client: client)
    let task = Task { await operation(work) }
    inFlight = (task, isRead)
    let outcome = await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    guard ticket == generation else { return }
    inFlight = nil
    pendingRetry = outcome.retry
    state = outcome.state
  }

  /// Makes the next request own the state: an older plain load is cancelled, an older change
  /// left to finish unseen.
  private func supersede() {
    if let inFlight, inFlight.isRead { inFlight.task.cancel() }
    inFlight = nil
    generation += 1
  }
}
