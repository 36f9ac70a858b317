import Foundation
import SubsonicClient

extension SubsonicConnection {
  func star(_ target: StarTarget) async throws(SubsonicError) {
    try await annotate(.star, target) { target, starred in target.notStarred(in: starred) }
  }

  func unstar(_ target: StarTarget) async throws(SubsonicError) {
    try await annotate(.unstar, target) { target, starred in target.starred(in: starred) }
  }

  /// Sends a star or an unstar. When the server refuses it (an API error that is not about the
  /// credentials), the starred items are read back: the call succeeds when what it asks already
  /// holds (supysonic refuses to star what is already starred, with error 0), and what does not
  /// hold yet (`pending`) is asked once more on its own. Otherwise the refusal stands.
  private func annotate(
    _ endpoint: SubsonicEndpoint, _ target: StarTarget,
    pending: (StarTarget, Starred) -> StarTarget
  ) async throws(SubsonicError) {
    let name = endpoint.rawValue
    do {
      _ = try await call(endpoint, try Self.parameters(of: target, for: name))
    } catch let refusal {
      guard case .api = refusal, !refusal.isAuthenticationFailure else { throw refusal }
      let starred: Starred
      do {
        starred = try await getStarred2(nil)
      } catch .cancelled {
        throw .cancelled
      } catch {
        throw refusal
      }
      let rest = pending(target, starred)
      if rest.isEmpty { return }
      // Everything asked is still to do: the refusal was about something else.
      if rest == target { throw refusal }
      _ = try await call(endpoint, try Self.parameters(of: rest, for: name))
    }
  }

  /// Refuses a rating outside 0...5 without asking the server.
  func setRating(_ id: SongID, _ rating: Int) async throws(SubsonicError) {
    guard (0...5).contains(rating) else {
      throw .invalidArgument("a rating is 1 to 5, or 0 to remove it; \(rating) is neither")
    }
    var parameters: QueryParameters = ["id": id.rawValue]
    parameters.add("rating", rating)
    _ = try await call(.setRating, parameters)
  }

  /// `time` goes as milliseconds since 1970.
  func scrobble(_ id: SongID, _ submission: Bool, _ time: Date?) async throws(SubsonicError) {
    var parameters: QueryParameters = ["id": id.rawValue]
    parameters.add("submission", submission)
    parameters.add("time", time.map { String(Int64(($0.timeIntervalSince1970 * 1000).rounded())) })
    _ = try await call(.scrobble, parameters)
  }

  /// `mediaId`, `mediaType=song`, `positionMs` and `state`; a negative position is refused
  /// without asking the server.
  func reportPlayback(
    _ id: SongID, _ state: PlaybackReportState, _ positionMilliseconds: Int
  ) async throws(SubsonicError) {
    guard positionMilliseconds >= 0 else {
      throw .invalidArgument(
        "a playback position is 0 or more milliseconds; \(positionMilliseconds) is not")
    }
    var parameters: QueryParameters = ["mediaId": id.rawValue, "mediaType": "song"]
    parameters.add("positionMs", positionMilliseconds)
    parameters.add("state", state.rawValue)
    _ = try await call(.reportPlayback, parameters)
  }

  /// `id` per song, `albumId` per album, `artistId` per artist; an empty target is refused.
  private static func parameters(
    of target: StarTarget, for endpoint: String
  ) throws(SubsonicError) -> QueryParameters {
    guard !target.isEmpty else {
      throw .invalidArgument("\(endpoint) needs at least one song, album or artist")
    }
    var parameters = QueryParameters()
    parameters.add("id", each: target.songs.map(\.rawValue))
    parameters.add("albumId", each: target.albums.map(\.rawValue))
    parameters.add("artistId", each: target.artists.map(\.rawValue))
    return parameters
  }
}
