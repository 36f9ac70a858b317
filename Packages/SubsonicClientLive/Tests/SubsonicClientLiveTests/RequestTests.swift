import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// The requests the client sends: endpoint, parameters, encoding, idempotency.
struct RequestTests {
  /// Answers like a server that has everything: JSON for calls, a file for media.
  private static let everything: @Sendable (HTTPRequest) throws -> HTTPResponse = { request in
    switch request.url.lastPathComponent {
    case "stream", "download": return Fixture.audio(Data("ID3 fake audio".utf8))
    case "getCoverArt": return try Fixture.response("cover-8px.png")
    default: return try Fixture.response("every-payload.json")
    }
  }

  /// The one request `endpointCase` sends.
  private func sent(
    _ endpointCase: EndpointCase, server: SubsonicServer = Harness.loopback
  ) async throws -> SentRequest {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (client, log) = Harness.client(server: server, respond: Self.everything)
    try await endpointCase.call(client, folder)
    #expect(log.count == 1)
    return SentRequest(request: try #require(log.requests.first))
  }

  @Test(arguments: EndpointCase.all)
  func everyEndpointSendsItsNameAndParameters(_ endpointCase: EndpointCase) async throws {
    let request = try await sent(endpointCase)
    #expect(request.request.method == .get)
    #expect(request.path == "/rest/\(endpointCase.endpoint)")
    #expect(request.endpointParameters == endpointCase.parameters)
    #expect(request.value("v") == "1.16.1")
    #expect(request.value("c") == "sunsonic")
    #expect(request.value("f") == "json")
    #expect(request.request.timeout == .seconds(30))
  }

  @Test func theTableCoversEveryEndpointOfTheInterface() {
    let tested = EndpointCase.all.map(\.endpoint)
    #expect(tested.count == 67)
    #expect(Set(tested).count == tested.count)
    #expect(Set(tested) == Set(SubsonicEndpoint.allCases.map(\.rawValue)))
  }

  @Test func writesAreNeverMarkedIdempotent() async throws {
    var writes: [String] = []
    for endpointCase in EndpointCase.all {
      let request = try await sent(endpointCase)
      #expect(
        request.request.isIdempotent != EndpointCase.writes.contains(endpointCase.endpoint),
        "\(endpointCase.endpoint)")
      if !request.request.isIdempotent { writes.append(endpointCase.endpoint) }
    }
    #expect(Set(writes) == EndpointCase.writes)
    #expect(writes.count == 28)
  }

  @Test func queryEncodesPlusAmpersandEqualsPercentAndNonASCII() async throws {
    let text = "a+b&c=d é/?#%"
    let (client, log) = try Harness.client(answering: "search3-empty.json")
    _ = try await client.search3(SearchQuery(text: text))
    let request = SentRequest(request: try #require(log.requests.first))
    #expect(request.rawQuery.contains("&query=a%2Bb%26c%3Dd%20%C3%A9%2F%3F%23%25&"))
    #expect(request.value("query") == text)
    // The password, which has `&`, `+`, `=` and `é`, never goes out in a token request; in
    // the password request it is hex, so nothing needs escaping.
    #expect(!request.rawQuery.contains("Tr0ub4dor"))
  }

  @Test func emptySearchTextIsSentAsAnEmptyQuery() async throws {
    let (client, log) = try Harness.client(answering: "search3.json")
    let result = try await client.search3(SearchQuery(text: ""))
    #expect(SentRequest(request: try #require(log.requests.first)).values("query") == [""])
    #expect(result.songs.count == 15)
  }

  @Test func theServersPathComesBeforeRest() async throws {
    let server = try SubsonicServer(string: "https://example.org/music/")
    let request = try await sent(EndpointCase.all[0], server: server)
    #expect(request.request.url.host == "example.org")
    #expect(request.path == "/music/rest/ping")
  }

  @Test func clientNameTimeoutAndAcceptAreApplied() async throws {
    let log = RequestLog()
    let answer = try Fixture.response("ping.json")
    let client = SubsonicClient.live(
      server: Harness.loopback, credentials: .apiKey(Secret.apiKey),
      transport: log.transport { _ in answer }, timeout: .seconds(7), clientName: "my player")
    _ = try await client.ping()
    let request = SentRequest(request: try #require(log.requests.first))
    #expect(request.value("c") == "my player")
    #expect(request.rawQuery.contains("c=my%20player"))
    #expect(request.request.timeout == .seconds(7))
    #expect(request.request.headers["Accept"] == "application/json")
  }

  @Test(arguments: [-1, 6, 100])
  func ratingOutsideZeroToFiveIsRefusedWithoutARequest(rating: Int) async throws {
    let (client, log) = try Harness.client(answering: "ping.json")
    let error = await subsonicError { try await client.setRating("so-1", rating) }
    guard case .invalidArgument(let reason)? = error else {
      Issue.record("expected invalidArgument, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("\(rating)"))
    #expect(log.count == 0)
  }

  @Test func aNegativePlaybackPositionIsRefusedWithoutARequest() async throws {
    let (client, log) = try Harness.client(answering: "ping.json")
    let error = await subsonicError { try await client.reportPlayback("so-1", .playing, -1) }
    #expect(
      error == .invalidArgument("a playback position is 0 or more milliseconds; -1 is not"))
    #expect(log.count == 0)
    try await client.reportPlayback("so-1", .starting, 0)
    let request = SentRequest(request: try #require(log.requests.first))
    #expect(
      request.endpointParameters == [
        "mediaId=so-1", "mediaType=song", "positionMs=0", "state=starting",
      ])
  }

  @Test func ratingZeroRemovesTheRating() async throws {
    let (client, log) = try Harness.client(answering: "ping.json")
    try await client.setRating("so-1", 0)
    #expect(SentRequest(request: try #require(log.requests.first)).value("rating") == "0")
  }

  @Test func emptyStarTargetIsRefusedWithoutARequest() async throws {
    let (client, log) = try Harness.client(answering: "ping.json")
    let starError = await subsonicError { try await client.star(StarTarget()) }
    let unstarError = await subsonicError { try await client.unstar(StarTarget()) }
    #expect(starError == .invalidArgument("star needs at least one song, album or artist"))
    #expect(unstarError == .invalidArgument("unstar needs at least one song, album or artist"))
    #expect(log.count == 0)
  }

  @Test func albumListTypesSendTheirExtraParameters() async throws {
    let (client, log) = try Harness.client(answering: "getAlbumList2-empty.json")
    _ = try await client.getAlbumList2(.byGenre("Jazz"), 10, 0, nil)
    _ = try await client.getAlbumList2(.alphabeticalByArtist, 500, 20, nil)
    let sent = log.requests.map(SentRequest.init)
    #expect(sent[0].endpointParameters == ["type=byGenre", "genre=Jazz", "size=10", "offset=0"])
    #expect(sent[1].endpointParameters == ["type=alphabeticalByArtist", "size=500", "offset=20"])
  }

  @Test func topSongsAskByTheArtistsNameOrByItsIDAlone() async throws {
    let (client, log) = try Harness.client(answering: "getTopSongs.json")
    _ = try await client.getTopSongs(.name("Aurora Tones"), nil)
    _ = try await client.getTopSongs(.id("ar-1"), 5)
    let sent = log.requests.map(SentRequest.init)
    #expect(sent.map(\.path) == ["/rest/getTopSongs", "/rest/getTopSongs"])
    #expect(sent[0].endpointParameters == ["artist=Aurora Tones"])
    #expect(sent[1].endpointParameters == ["id=ar-1", "count=5"])
  }

  @Test func scrobbleWithoutTimeAndAsNowPlaying() async throws {
    let (client, log) = try Harness.client(answering: "ping.json")
    try await client.scrobble("so-1", false, nil)
    let request = SentRequest(request: try #require(log.requests.first))
    #expect(request.endpointParameters == ["id=so-1", "submission=false"])
  }

  @Test func mediaRequestsAcceptAnyType() async throws {
    let request = try await sent(EndpointCase.all.first { $0.endpoint == "getCoverArt" }!)
    #expect(request.request.headers["Accept"] == "*/*")
  }
}
