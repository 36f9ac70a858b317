import Foundation
import HTTPTransport
import Locking
import SubsonicClient
import Testing

/// A star or an unstar the server refuses succeeds when the starred items, read back, show that
/// what it asks already holds: supysonic answers error 0 ("Track … already starred") to a second
/// star of the same song (`already-starred-error-0.json`, recorded).
struct StarRefusalTests {
  /// "Overture in Blue", starred in `getStarred2.json`; the refusal names it.
  static let starredSong: SongID = "3bdcaefe-a65d-4e9c-9eff-a6cac1ad68c6"
  /// "Night Pieces", starred in `getStarred2.json`.
  static let starredAlbum: AlbumID = "c82f7a69-1a37-46a0-84a6-ffbe20da0359"

  /// A client whose first star or unstar is refused with `refusal`, whose later ones succeed,
  /// and whose `getStarred2` answers `starred`.
  static func client(
    refusal: String = "already-starred-error-0.json",
    starred: @escaping @Sendable () throws -> HTTPResponse
  ) throws -> (SubsonicClient, RequestLog) {
    let refused = try Fixture.response(refusal)
    let ok = try Fixture.response("ping.json")
    let writes = Locked(0)
    return Harness.client { request in
      switch request.url.lastPathComponent {
      case "getStarred2":
        return try starred()
      default:
        let first = writes.withLock { count in
          count += 1
          return count == 1
        }
        return first ? refused : ok
      }
    }
  }

  static func answering(_ name: String) -> @Sendable () throws -> HTTPResponse {
    { try Fixture.response(name) }
  }

  @Test func starringWhatIsAlreadyStarredSucceeds() async throws {
    let (client, log) = try Self.client(starred: Self.answering("getStarred2.json"))
    try await client.star(.song(Self.starredSong))
    #expect(log.requests.map { SentRequest(request: $0).endpoint } == ["star", "getStarred2"])
  }

  @Test func onlyWhatIsNotStarredYetIsStarredAgain() async throws {
    let (client, log) = try Self.client(starred: Self.answering("getStarred2.json"))
    let target = StarTarget(
      songs: [Self.starredSong, "so-2"], albums: [Self.starredAlbum], artists: ["ar-1"])
    try await client.star(target)
    let sent = log.requests.map { SentRequest(request: $0) }
    #expect(sent.map(\.endpoint) == ["star", "getStarred2", "star"])
    #expect(sent[2].endpointParameters == ["id=so-2", "artistId=ar-1"])
  }

  @Test func unstarringWhatIsNotStarredSucceeds() async throws {
    let (client, log) = try Self.client(starred: Self.answering("getStarred2-empty.json"))
    try await client.unstar(StarTarget(songs: ["so-1"], albums: ["al-1"], artists: ["ar-1"]))
    #expect(log.requests.map { SentRequest(request: $0).endpoint } == ["unstar", "getStarred2"])
  }

  @Test func onlyWhatIsStillStarredIsUnstarredAgain() async throws {
    let (client, log) = try Self.client(starred: Self.answering("getStarred2.json"))
    try await client.unstar(StarTarget(songs: ["so-1"], albums: [Self.starredAlbum]))
    let sent = log.requests.map { SentRequest(request: $0) }
    #expect(sent.map(\.endpoint) == ["unstar", "getStarred2", "unstar"])
    #expect(sent[2].endpointParameters == ["albumId=\(Self.starredAlbum.rawValue)"])
  }

  @Test func refusalOfWhatIsNotStarredStands() async throws {
    let (client, log) = try Self.client(
      refusal: "invalid-id-error-0.json", starred: Self.answering("getStarred2.json"))
    let error = await subsonicError { try await client.star(.song("not-an-id")) }
    guard case .api(let refusal) = error else {
      Issue.record("expected the server's refusal, got \(String(describing: error))")
      return
    }
    #expect(refusal.code == .generic)
    #expect(log.requests.map { SentRequest(request: $0).endpoint } == ["star", "getStarred2"])
  }

  @Test func failedReadBackKeepsTheRefusal() async throws {
    let (client, _) = try Self.client { throw TransportError.unreachable(host: "127.0.0.1:4040") }
    let error = await subsonicError { try await client.star(.song(Self.starredSong)) }
    #expect(
      error?.description
        == "the Subsonic server answered error 0 (generic error): Track \(Self.starredSong) already starred"
    )
  }

  @Test func cancelledReadBackIsACancellation() async throws {
    let (client, _) = try Self.client { throw TransportError.cancelled }
    let error = await subsonicError { try await client.star(.song(Self.starredSong)) }
    #expect(error == .cancelled)
  }

  @Test func aWriteThatFailedOtherwiseIsNotReadBack() async throws {
    let (client, log) = Harness.client { _ in HTTPResponseStub.json("busy", status: 503) }
    let error = await subsonicError { try await client.star(.song(Self.starredSong)) }
    #expect(error == .httpStatus(503))
    #expect(log.requests.map { SentRequest(request: $0).endpoint } == ["star"])
  }

  @Test func refusedCredentialsAreNotReadBack() async throws {
    let (client, log) = try Self.client(
      refusal: "wrong-credentials-error-40.json", starred: Self.answering("getStarred2.json"))
    let error = await subsonicError { try await client.star(.song(Self.starredSong)) }
    #expect(error?.isAuthenticationFailure == true)
    #expect(log.requests.map { SentRequest(request: $0).endpoint } == ["star"])
  }
}
