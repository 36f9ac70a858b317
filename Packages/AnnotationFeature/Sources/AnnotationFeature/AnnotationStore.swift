import DependencyRegistry
import Foundation
import LoadStore
import MusicPresentation
import Observation
import SubsonicClient

/// Stars and unstars songs, albums and artists, rates songs and scrobbles plays, and holds the
/// outcome of the last action: idle, sending, done, or the failure.
///
/// Arguments are checked before anything is sent: a rating outside 0...5 or an empty star target
/// leaves `.failed(action, .invalidArgument(_), canRetry: false)` and asks nothing. A newer
/// action owns the state, but one already sent is not cancelled (a write may already have reached
/// the server). Cancelling the task that awaits an action cancels its request and leaves
/// `.failed(action, .cancelled, canRetry: true)`.
@MainActor @Observable public final class AnnotationStore {
  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last action asked, which ``retry()`` repeats; `nil` before the first.
  public private(set) var lastAction: Action?
  /// Every action the server accepted, in order: what songs loaded before them do not show yet
  /// (`Song.annotated(by:starredAt:)` applies them to one).
  public private(set) var accepted: [Action] = []

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let latest = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameter client: the client to write with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Stars what `target` names (`star`).
  public func star(_ target: StarTarget) async {
    await perform(.star(target))
  }

  /// Removes the stars from what `target` names (`unstar`).
  public func unstar(_ target: StarTarget) async {
    await perform(.unstar(target))
  }

  /// Rates the song 1...5, or removes its rating with 0 (`setRating`); anything else is refused
  /// without a request.
  public func setRating(_ id: SongID, _ rating: Int) async {
    await perform(.setRating(id, rating))
  }

  /// Reports the song played (`submission`, the default, which counts a play) or playing now
  /// (`false`), at `time` or now (`nil`) (`scrobble`).
  public func scrobble(_ id: SongID, submission: Bool = true, at time: Date? = nil) async {
    await perform(.scrobble(id, submission: submission, time: time))
  }

  /// Sends `action`: refused at once when invalid (``Action/validationError``), otherwise
  /// ``State/sending(_:)``, then ``State/done(_:)`` or ``State/failed(_:_:canRetry:)``, unless a
  /// newer action started meanwhile.
  public func perform(_ action: Action) async {
    lastAction = action
    if let invalid = action.validationError {
      latest.supersede(cancelling: false)
      state = .failed(action, invalid, canRetry: false)
      return
    }
    state = .sending(action)
    let client = self.client
    // Recorded as accepted even when a newer action owns the state by then: the write was made.
    let send: @Sendable () async throws -> Void = { [weak self] in
      try await action.send(client)
      await self?.accept(action)
    }
    guard let result = await latest.run(cancellingPrevious: false, send) else { return }
    switch result {
    case .success:
      state = .done(action)
    case .failure(let error):
      state = .failed(action, error, canRetry: error.isRetryable)
    }
  }

  private func accept(_ action: Action) {
    accepted.append(action)
  }

  /// Repeats the last action; does nothing when nothing was asked yet.
  public func retry() async {
    guard let lastAction else { return }
    await perform(lastAction)
  }
}
