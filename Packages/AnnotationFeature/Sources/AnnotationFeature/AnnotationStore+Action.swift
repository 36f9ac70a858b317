import Foundation
import SubsonicClient

extension AnnotationStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing was asked yet.
    case idle
    /// The action is being sent.
    case sending(Action)
    /// The server accepted the action.
    case done(Action)
    /// The action failed, or was refused before it was sent: why, and whether
    /// ``AnnotationStore/retry()`` may succeed (``SubsonicError/isRetryable``).
    case failed(Action, SubsonicError, canRetry: Bool)
  }

  /// One annotation, as sent to the server.
  public enum Action: Sendable, Hashable {
    /// Star songs, albums and artists.
    case star(StarTarget)
    /// Remove stars from songs, albums and artists.
    case unstar(StarTarget)
    /// Rate a song 1...5, or remove its rating with 0.
    case setRating(SongID, Int)
    /// Report a song played (`submission`) or playing now, at `time` or now (`nil`).
    case scrobble(SongID, submission: Bool, time: Date?)

    /// The ratings the API accepts: 0 (none) to 5.
    public static let ratings = 0...5

    /// Why the action would be refused before sending it: an empty star target, a rating
    /// outside 0...5. `nil` when it is valid.
    public var validationError: SubsonicError? {
      switch self {
      case .star(let target), .unstar(let target):
        return target.isEmpty
          ? .invalidArgument("nothing to \(name): give a song, album or artist id") : nil
      case .setRating(_, let rating):
        return Self.ratings.contains(rating)
          ? nil : .invalidArgument("rating must be 0...5 (0 removes it), got \(rating)")
      case .scrobble:
        return nil
      }
    }

    /// The endpoint's name: `star`, `unstar`, `setRating` or `scrobble`.
    public var name: String {
      switch self {
      case .star: return "star"
      case .unstar: return "unstar"
      case .setRating: return "setRating"
      case .scrobble: return "scrobble"
      }
    }

    /// Sends the action with `client`.
    func send(_ client: SubsonicClient) async throws {
      switch self {
      case .star(let target):
        try await client.star(target)
      case .unstar(let target):
        try await client.unstar(target)
      case .setRating(let id, let rating):
        try await client.setRating(id, rating)
      case .scrobble(let id, let submission, let time):
        try await client.scrobble(id, submission, time)
      }
    }
  }
}
