import Foundation
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// The specification's example answers of the sharing endpoints: a share with its two songs,
/// from `getShares` and from `createShare`, and the writes' empty `ok`.
struct OpenSubsonicShareExampleTests {
  private typealias Example = OpenSubsonicExample

  /// The example's share, its songs checked by id, title and length.
  private static func expectTheExampleShare(
    _ share: Share?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(share?.id == "12", sourceLocation: sourceLocation)
    #expect(
      share?.url == "http://localhost:8989/share.php?id=12&secret=fXlKyEv3",
      sourceLocation: sourceLocation)
    #expect(
      share?.description == "Forget and Remember (Comfort Fit)", sourceLocation: sourceLocation)
    #expect(share?.username == "user", sourceLocation: sourceLocation)
    #expect(share?.created == Example.utc(1_678_939_989), sourceLocation: sourceLocation)
    #expect(share?.expires == nil && share?.lastVisited == nil, sourceLocation: sourceLocation)
    #expect(share?.visitCount == 0, sourceLocation: sourceLocation)
    #expect(
      share?.entries.map(\.id) == ["300000116", "300000121"], sourceLocation: sourceLocation)
    #expect(
      share?.entries.map(\.title) == ["Can I Help U?", "Planetary Picknick"],
      sourceLocation: sourceLocation)
    #expect(share?.entries.map(\.duration) == [103, 358], sourceLocation: sourceLocation)
  }

  @Test func getShares() async throws {
    let shares = try await Example.answer(.getShares) { try await $0.getShares() }
    #expect(shares.count == 1)
    Self.expectTheExampleShare(shares.first)
  }

  @Test func createShareAnswersTheShare() async throws {
    let share = try await Example.answer(.createShare) {
      try await $0.createShare([.song("123")], nil, nil)
    }
    Self.expectTheExampleShare(share)
  }

  @Test func theWritesSucceedOnTheEmptyOK() async throws {
    try await Example.answer(.updateShare) {
      try await $0.updateShare("123", ShareUpdate(description: "test"))
    }
    try await Example.answer(.deleteShare) { try await $0.deleteShare("123") }
  }

  /// A server that answers `createShare` with an empty `ok` (no `shares`) created a share it
  /// does not show: `nil`, not a failure.
  @Test func aCreateAnsweredWithoutTheShareIsNil() async throws {
    let (client, _) = Harness.client { _ in
      HTTPResponseStub.json(#"{"subsonic-response":{"status":"ok","version":"1.16.1"}}"#)
    }
    #expect(try await client.createShare([.album("al-1")], "x", nil) == nil)
  }
}
