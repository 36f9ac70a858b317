import DependencyRegistry
import LibraryFeature
import MusicPresentation
import Observation
import SubsonicClient

/// Loads one album with its songs (`getAlbum`) and holds what to show: idle, loading, the album
/// with its songs in track order, or the failure.
///
/// The songs are put in ``TrackOrder`` (disc, then track, then title) whatever order the server
/// sent them in. The client is handed in through the initializer, defaulting to the registry's
/// current value, read once. A new ``load(_:)`` supersedes one still running. Cancelling the task
/// that awaits ``load(_:)`` leaves `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class AlbumStore {
  /// What the store shows: the album, its ``Album/songs`` in ``TrackOrder``.
  public typealias State = LoadState<Album>

  /// What the store shows.
  public private(set) var state: State = .idle
  /// The album last asked for, which ``retry()`` asks again; `nil` before the first load.
  public private(set) var albumID: AlbumID?

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let latest = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``LoadState/idle`` state.
  ///
  /// - Parameter client: the client to load with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Loads the album `id` with its songs: ``LoadState/loading``, then ``LoadState/loaded(_:)``
  /// (songs in ``TrackOrder``) or ``LoadState/failed(_:canRetry:)``, unless a newer load started
  /// meanwhile.
  public func load(_ id: AlbumID) async {
    albumID = id
    state = .loading
    let client = self.client
    guard let result = await latest.run({ try await client.getAlbum(id) }) else { return }
    state = State(
      result.map { album in
        var album = album
        album.songs = TrackOrder.sorted(album.songs)
        return album
      })
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let albumID else { return }
    await load(albumID)
  }
}
