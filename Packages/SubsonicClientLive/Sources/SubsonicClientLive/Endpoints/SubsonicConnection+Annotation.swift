import Foundation
import SubsonicClient

extension SubsonicConnection {
  func star(_ target: StarTarget) async throws(SubsonicError) {
    _ = try await call(.star, try Self.parameters(of: target, for: "star"))
  }

  func unstar(_ target: StarTarget) async throws(SubsonicError) {
    _ = try await call(.unstar, try Self.parameters(of: target, for: "unstar"))
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
