import Foundation
import HTTPTransport
import Locking
import SubsonicClient
import SubsonicClientLive
import Testing

/// A bare HTTP 404 (beetstream's, Flask's page) is an item the server does not have when the
/// call names one on an endpoint the server has, and an endpoint it lacks otherwise.
struct MissingItemTests {
  /// What each call of ``EndpointCase/all`` that names one item names: its kind, how the call
  /// named it, and whether every server has the endpoint.
  private static let items: [String: (kind: String, item: String, everyServer: Bool)] = [
    "getCoverArt": ("cover art", "3", true),
    "stream": ("song", "so-1", true),
    "download": ("song", "so-1", true),
    "getSong": ("song", "so-1", true),
    "getAlbum": ("album", "al-1", true),
    "getArtist": ("artist", "ar-1", true),
    "getMusicDirectory": ("directory", "3", true),
    "getPlaylist": ("playlist", "pl-1", true),
    "getArtistInfo2": ("artist", "ar-1", false),
    "getAlbumInfo2": ("album", "al-1", false),
    "getSimilarSongs": ("song, album or artist", "al-1", false),
    "getSimilarSongs2": ("artist", "ar-1", false),
    "getLyrics": ("lyrics", "Aurora Tones – Updraft", false),
    "updatePlaylist": ("playlist", "pl-1", false),
    "deletePlaylist": ("playlist", "pl-1", false),
    "setRating": ("song, album or artist", "so-1", false),
    "scrobble": ("song", "so-1", false),
    "updateInternetRadioStation": ("internet radio station", "st-1", false),
    "deleteInternetRadioStation": ("internet radio station", "st-1", false),
    "updateUser": ("user", "carol", false),
    "deleteUser": ("user", "carol", false),
    "changePassword": ("user", "carol", false),
    "updateShare": ("share", "sh-1", false),
    "deleteShare": ("share", "sh-1", false),
    "getPodcasts": ("podcast channel", "ch-1", false),
    "deletePodcastChannel": ("podcast channel", "ch-1", false),
    "getPodcastEpisode": ("podcast episode", "ep-1", false),
    "deletePodcastEpisode": ("podcast episode", "ep-1", false),
    "downloadPodcastEpisode": ("podcast episode", "ep-1", false),
  ]

  private static let bare404: HTTPResponse = {
    try! Fixture.response("flask-not-found-404.html", status: 404)
  }()

  private static func endpoint(of request: HTTPRequest) -> String {
    request.url.lastPathComponent
  }

  /// A client whose server answers `ping` with `ping` (nil: the bare 404) and every other call
  /// with `answer(endpoint, how many times it was asked before)`.
  private static func client(
    ping: HTTPResponse? = nil,
    credentials: SubsonicCredentials = .apiKey(Secret.apiKey),
    answer: @escaping @Sendable (String, Int) -> HTTPResponse
  ) -> (SubsonicClient, RequestLog) {
    let asked = Locked<[String: Int]>([:])
    return Harness.client(credentials: credentials) { request in
      let endpoint = endpoint(of: request)
      if endpoint == "ping" { return ping ?? bare404 }
      let before = asked.withLock { counts in
        defer { counts[endpoint, default: 0] += 1 }
        return counts[endpoint, default: 0]
      }
      return answer(endpoint, before)
    }
  }

  /// The errors of `times` calls of `endpointCase` on `client`, in order.
  private static func errors(
    calling endpointCase: EndpointCase, on client: SubsonicClient, times: Int = 1
  ) async throws -> [SubsonicError?] {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var errors: [SubsonicError?] = []
    for _ in 0..<times {
      errors.append(await subsonicError { try await endpointCase.call(client, folder) })
    }
    return errors
  }

  @Test(arguments: EndpointCase.all.filter { $0.endpoint != "ping" })
  func aBare404OnTheFirstCallIsTheItemOnlyWhereEveryServerHasTheEndpoint(
    _ endpointCase: EndpointCase
  ) async throws {
    let (client, log) = Self.client(ping: try Fixture.response("ping.json")) { _, _ in
      Self.bare404
    }
    let error = try await Self.errors(calling: endpointCase, on: client)[0]
    let asked = log.requests.map(Self.endpoint(of:))
    if let item = Self.items[endpointCase.endpoint], item.everyServer {
      #expect(error == .itemNotFound(kind: item.kind, item: item.item))
    } else {
      #expect(error == .notSupported(endpoint: endpointCase.endpoint))
    }
    #expect(asked == [endpointCase.endpoint, "ping"], "the API's presence asked once")
  }

  /// The reported case: `artists --server http://host/wrong/path` said the server does not
  /// support getArtists. Every first call at an address with no API says the address is wrong.
  @Test(arguments: EndpointCase.all.filter { $0.endpoint != "ping" })
  func aFirstCallAtAnAddressWithNoAPISaysTheAddressIsWrong(
    _ endpointCase: EndpointCase
  ) async throws {
    let (client, log) = Self.client { _, _ in Self.bare404 }
    let error = try await Self.errors(calling: endpointCase, on: client)[0]
    #expect(error == .notSupported(endpoint: "ping"))
    #expect(error?.description.contains("the address may need the server's path") == true)
    #expect(log.requests.map(Self.endpoint(of:)) == [endpointCase.endpoint, "ping"])
  }

  @Test(arguments: EndpointCase.all.filter { $0.endpoint != "ping" })
  func aBare404FromAnEndpointThatAnsweredBeforeIsTheItemWhenTheCallNamesOne(
    _ endpointCase: EndpointCase
  ) async throws {
    let notFound = try Fixture.response("album-not-found-70.json")
    let (client, log) = Self.client(ping: notFound) { _, before in
      before == 0 ? notFound : Self.bare404
    }
    // The first answer is the API's own "not found": the endpoint is there.
    let error = try await Self.errors(calling: endpointCase, on: client, times: 2)[1]
    if let item = Self.items[endpointCase.endpoint] {
      #expect(error == .itemNotFound(kind: item.kind, item: item.item))
    } else {
      #expect(error == .notSupported(endpoint: endpointCase.endpoint))
    }
    #expect(!log.requests.map(Self.endpoint(of:)).contains("ping"), "the endpoint is known")
  }

  /// The reported case: beetstream served covers, then a 404 for an album without art.
  @Test func aCoverMissingAfterOthersWereServedNamesTheCover() async throws {
    let png = try Fixture.response("cover-8px.png")
    let (client, log) = Self.client { _, before in before == 0 ? png : Self.bare404 }
    _ = try await client.getCoverArt("al-1", nil)
    let error = await subsonicError { _ = try await client.getCoverArt("al-5", nil) }
    #expect(error == .itemNotFound(kind: "cover art", item: "al-5"))
    #expect(error?.description == #"the Subsonic server has no cover art "al-5" (HTTP 404)"#)
    #expect(error?.isRetryable == false)
    #expect(log.requests.map(Self.endpoint(of:)) == ["getCoverArt", "getCoverArt"])
  }

  @Test func anAddressWithNoAPIStaysUnsupportedAndSaysSo() async {
    let (client, log) = Self.client { _, _ in Self.bare404 }
    let error = await subsonicError { _ = try await client.getAlbum("al-1") }
    #expect(error == .notSupported(endpoint: "ping"))
    #expect(error?.description.contains("the address may need the server's path") == true)
    #expect(log.requests.map(Self.endpoint(of:)) == ["getAlbum", "ping"])
  }

  @Test func thePingIsAskedOnceAConnection() async throws {
    let (client, log) = Self.client(ping: try Fixture.response("ping.json")) { _, _ in
      Self.bare404
    }
    _ = await subsonicError { _ = try await client.getSong("so-1") }
    let error = await subsonicError { _ = try await client.getAlbum("al-9") }
    #expect(error == .itemNotFound(kind: "album", item: "al-9"))
    #expect(log.requests.map(Self.endpoint(of:)) == ["getSong", "ping", "getAlbum"])
  }

  @Test func aPingRefusingTheCredentialsStillShowsTheAPIIsThere() async throws {
    let refused = try Fixture.response("wrong-credentials-error-40.json")
    let (client, _) = Self.client(ping: refused) { _, _ in Self.bare404 }
    let error = await subsonicError { _ = try await client.getSong("so-1") }
    #expect(error == .itemNotFound(kind: "song", item: "so-1"))
  }

  @Test func aPingThatCannotTellLeavesTheEndpointUnsupported() async {
    let (client, _) = Self.client(ping: HTTPResponse(statusCode: 503)) { _, _ in Self.bare404 }
    let error = await subsonicError { _ = try await client.getSong("so-1") }
    #expect(error == .notSupported(endpoint: "getSong"))
  }

  /// supysonic's "Unknown method" comes with HTTP 404 and error 0: the endpoint is missing,
  /// whatever the call names, and no ping is needed to know it.
  @Test func anUnknownMethodEnvelopeWith404IsUnsupportedWithoutAPing() async throws {
    let unknown = try Fixture.response("unknown-method-404.json", status: 404)
    let (client, log) = Self.client(ping: try Fixture.response("ping.json")) { _, _ in unknown }
    let error = await subsonicError { _ = try await client.getCoverArt("al-1", nil) }
    #expect(error == .notSupported(endpoint: "getCoverArt"))
    #expect(log.count == 1)
  }

  @Test func errorSeventyWith404IsTheServersNotFound() async throws {
    let notFound = try Fixture.response("cover-art-not-found-70.json", status: 404)
    let (client, _) = Self.client { _, _ in notFound }
    let error = await subsonicError { _ = try await client.getCoverArt("al-1", nil) }
    guard case .api(let apiError) = error else {
      Issue.record("expected the API's error, got \(String(describing: error))")
      return
    }
    #expect(apiError.code == .notFound)
  }

  @Test func theItemNamedIsRedacted() async throws {
    let (client, _) = Self.client(
      ping: try Fixture.response("ping.json"),
      credentials: .password(user: Secret.user, password: Secret.password)
    ) { _, _ in Self.bare404 }
    let error = await subsonicError { _ = try await client.getSong(SongID(Secret.password)) }
    guard case .itemNotFound(let kind, let item) = error else {
      Issue.record("expected itemNotFound, got \(String(describing: error))")
      return
    }
    #expect(kind == "song")
    #expect(!item.contains(Secret.password))
  }
}
