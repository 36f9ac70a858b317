import DependencyRegistry
import LoadStore
import Observation
import SubsonicClient

/// Saves or deletes the signed-in user's bookmark of a song (`createBookmark`, which creates it
/// or moves the one there is, and `deleteBookmark`), and holds the outcome of the last edit:
/// idle, sending, done, or the failure.
///
/// A negative position is refused before anything is sent. A newer edit owns the state, but one
/// already sent is not cancelled (a write may already have reached the server).
@MainActor @Observable public final class BookmarkEditStore {
  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last edit asked, which ``retry()`` repeats; `nil` before the first.
  public private(set) var lastEdit: BookmarkEdit?

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let latest = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameter client: the client to write with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Sends `edit`: refused at once when invalid (``BookmarkEdit/validationError``), otherwise
  /// ``State/sending(_:)``, then ``State/done(_:)`` or ``State/failed(_:_:canRetry:)``, unless a
  /// newer edit started meanwhile.
  public func perform(_ edit: BookmarkEdit) async {
    lastEdit = edit
    if let invalid = edit.validationError {
      latest.supersede(cancelling: false)
      state = .failed(edit, invalid, canRetry: false)
      return
    }
    state = .sending(edit)
    let client = self.client
    guard let result = await latest.run(cancellingPrevious: false, { try await edit.send(client) })
    else { return }
    switch result {
    case .success:
      state = .done(edit)
    case .failure(let error):
      state = .failed(edit, error, canRetry: error.isRetryable)
    }
  }

  /// Repeats the last edit; does nothing when nothing was asked yet.
  public func retry() async {
    guard let lastEdit else { return }
    await perform(lastEdit)
  }

  /// What a ``BookmarkEditStore`` shows.
  public enum State: Sendable, Hashable {
    /// Nothing was asked yet.
    case idle
    /// The edit is being sent.
    case sending(BookmarkEdit)
    /// The server accepted the edit.
    case done(BookmarkEdit)
    /// The edit failed, or was refused before it was sent: why, and whether
    /// ``BookmarkEditStore/retry()`` may succeed (``SubsonicError/isRetryable``).
    case failed(BookmarkEdit, SubsonicError, canRetry: Bool)
  }
}

/// One change to a bookmark, as sent to the server.
public enum BookmarkEdit: Sendable, Hashable {
  /// Bookmark the song at `positionMilliseconds` with `comment` (`createBookmark`), replacing
  /// the bookmark it has.
  case save(SongID, positionMilliseconds: Int, comment: String?)
  /// Delete the song's bookmark (`deleteBookmark`).
  case delete(SongID)

  /// The song.
  public var song: SongID {
    switch self {
    case .save(let id, _, _), .delete(let id): id
    }
  }

  /// Why the edit would be refused before sending it (a negative position); `nil` when valid.
  public var validationError: SubsonicError? {
    guard case .save(_, let position, _) = self, position < 0 else { return nil }
    return .invalidArgument("a bookmark's position cannot be negative, got \(position) ms")
  }

  func send(_ client: SubsonicClient) async throws {
    switch self {
    case .save(let id, let position, let comment):
      try await client.createBookmark(id, position, comment)
    case .delete(let id):
      try await client.deleteBookmark(id)
    }
  }
}
