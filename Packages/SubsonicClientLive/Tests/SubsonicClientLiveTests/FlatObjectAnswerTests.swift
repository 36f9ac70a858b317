import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// Answers read through the parser's flat objects (``JSONObject``): a name sent twice keeps its
/// last value, as the dictionary before did; a missing field still names its path; an object of
/// very many members is read once, not once per member.
struct FlatObjectAnswerTests {
  private static func envelope(_ payload: String) -> String {
    #"{"subsonic-response":{"status":"ok","version":"1.16.1","# + payload + "}}"
  }

  @Test func aFieldSentTwiceKeepsItsLastValue() async throws {
    let body = Self.envelope(
      #""artists":{"index":[{"name":"A","artist":[{"id":1,"name":null,"id":"ar-1","name":"Ann","albumCount":"2","albumCount":3}]}]}"#
    )
    let (client, _) = Harness.client { _ in HTTPResponseStub.json(body) }
    #expect(
      try await client.getArtists(nil) == [
        ArtistIndex(name: "A", artists: [Artist(id: "ar-1", name: "Ann", albumCount: 3)])
      ])
  }

  @Test func aMissingFieldDeepInAListNamesItsPath() async throws {
    let artist = #"{"id":"x","name":"X"}"#
    let artists = [artist, artist, #"{"name":"no id","id":null}"#].joined(separator: ",")
    let index = #"{"name":"A","artist":[\#(artists)]}"#
    let body = Self.envelope(
      #""artists":{"index":[\#([index, index, index, index].joined(separator: ","))]}"#)
    let (client, _) = Harness.client { _ in HTTPResponseStub.json(body) }
    let error = await subsonicError { _ = try await client.getArtists(nil) }
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 200,
          found: "a Subsonic answer without the expected data (no artists.index[0].artist[2].id)"
        ))
  }

  /// 100,000 members, 50,000 of them roles: read in one pass (a look-up per role would be
  /// 5 billion comparisons).
  @Test func aUserOfVeryManyMembersIsReadInOnePass() async throws {
    let roles = (0..<50_000).map { #""x\#($0)Role":true,"y\#($0)":0"# }.joined(separator: ",")
    let body = Self.envelope(
      #""user":{"username":"u",\#(roles),"adminRole":false,"adminRole":true,"streamRole":"no"}"#)
    let (client, _) = Harness.client { _ in HTTPResponseStub.json(body) }
    let user = try await client.getUser("u")
    #expect(user.roles.count == 50_001)
    #expect(user.roles.contains(.admin) && !user.roles.contains(.stream))
    #expect(user.roles.contains(UserRole(rawValue: "x49999")))
  }
}
