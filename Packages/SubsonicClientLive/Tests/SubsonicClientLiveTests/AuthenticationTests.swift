import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// Token, password and API-key authentication, and the guarded fallback from tokens to the
/// password.
struct AuthenticationTests {
  private static let ok = try! Fixture.response("ping.json")
  private static let refused10 = try! Fixture.response("token-refused-error-10.json")
  private static let refused41 = try! Fixture.response("token-not-supported-error-41.json")

  /// Answers like supysonic: error 10 to a token, ok to a password.
  private static func refusingTokens(with refusal: HTTPResponse)
    -> @Sendable (HTTPRequest) ->
    HTTPResponse
  {
    { request in SentRequest(request: request).value("t") != nil ? refusal : ok }
  }

  @Test func tokenAuthUsesAFreshSaltOnEveryRequest() async throws {
    let (client, log) = Harness.client { _ in Self.ok }
    for _ in 0..<5 { _ = try await client.ping() }
    let sent = log.requests.map(SentRequest.init)
    let salts = sent.compactMap { $0.value("s") }
    #expect(salts.count == 5)
    #expect(Set(salts).count == 5)
    for request in sent {
      let salt = try #require(request.value("s"))
      #expect(salt.count >= 12)
      #expect(salt.allSatisfy { $0.isHexDigit && !$0.isUppercase })
      #expect(request.value("t") == MD5.hex(Secret.password + salt))
      #expect(request.value("u") == Secret.user)
      #expect(request.value("p") == nil)
      #expect(request.value("apiKey") == nil)
    }
  }

  @Test func apiKeySendsTheKeyAndNoUser() async throws {
    let (client, log) = Harness.client(credentials: .apiKey(Secret.apiKey)) { _ in Self.ok }
    _ = try await client.ping()
    let sent = try SentRequest(request: #require(log.requests.first))
    #expect(sent.value("apiKey") == Secret.apiKey)
    for name in ["u", "t", "s", "p"] { #expect(sent.value(name) == nil) }
  }

  @Test func fallsBackToPasswordOnceAfterError10OnLoopback() async throws {
    let (client, log) = Harness.client(respond: Self.refusingTokens(with: Self.refused10))
    let info = try await client.ping()
    #expect(info.version == "1.12.0")
    _ = try await client.getNowPlaying()
    _ = try await client.getGenres()
    let sent = log.requests.map(SentRequest.init)
    // ping with a token (refused), ping again with the password, then the password only.
    #expect(sent.map(\.endpoint) == ["ping", "ping", "getNowPlaying", "getGenres"])
    #expect(sent[0].value("t") != nil && sent[0].value("p") == nil)
    for request in sent.dropFirst() {
      #expect(request.value("p") == "enc:" + Secret.passwordHex)
      #expect(request.value("u") == Secret.user)
      #expect(request.value("t") == nil && request.value("s") == nil)
    }
  }

  @Test func fallsBackToPasswordAfterError41OverHTTPS() async throws {
    let (client, log) = Harness.client(
      server: Harness.tlsRemote, respond: Self.refusingTokens(with: Self.refused41))
    _ = try await client.ping()
    _ = try await client.ping()
    let sent = log.requests.map(SentRequest.init)
    #expect(sent.count == 3)
    #expect(sent.map { $0.value("p") != nil } == [false, true, true])
  }

  @Test func fallbackResendsTheRefusedWriteOnce() async throws {
    let (client, log) = Harness.client(respond: Self.refusingTokens(with: Self.refused10))
    try await client.star(.song("so-1"))
    let sent = log.requests.map(SentRequest.init)
    #expect(sent.map(\.endpoint) == ["star", "star"])
    #expect(sent.map { $0.values("id") } == [["so-1"], ["so-1"]])
    #expect(sent.allSatisfy { !$0.request.isIdempotent })
  }

  @Test(arguments: ["http://localhost:4040", "http://127.8.9.10", "http://[::1]:4040"])
  func fallsBackOnEveryLoopbackHost(address: String) async throws {
    let (client, log) = Harness.client(
      server: try SubsonicServer(string: address),
      respond: Self.refusingTokens(with: Self.refused10))
    _ = try await client.ping()
    #expect(log.count == 2)
  }

  @Test func refusesPasswordFallbackOverPlainHTTPToARemoteHost() async throws {
    let (client, log) = Harness.client(
      server: Harness.plainRemote, respond: Self.refusingTokens(with: Self.refused10))
    let error = await subsonicError { _ = try await client.ping() }
    #expect(error == .insecurePasswordAuthentication(host: "music.example.org"))
    // Only the token request went out: the password was never sent.
    #expect(log.count == 1)
    #expect(log.requests.allSatisfy { SentRequest(request: $0).value("p") == nil })
    // And the client keeps trying tokens (and refusing) rather than switching.
    _ = await subsonicError { _ = try await client.ping() }
    #expect(log.count == 2)
    #expect(log.requests.allSatisfy { SentRequest(request: $0).value("t") != nil })
  }

  @Test func sendsThePasswordToAPlainHTTPRemoteHostOnlyWhenAllowed() async throws {
    let (client, log) = Harness.client(
      server: Harness.plainRemote, allowsInsecurePasswordAuthentication: true,
      respond: Self.refusingTokens(with: Self.refused10))
    _ = try await client.ping()
    #expect(log.count == 2)
    #expect(SentRequest(request: log.requests[1]).value("p") == "enc:" + Secret.passwordHex)
  }

  @Test func aRealMissingParameterDoesNotGiveUpTokens() async throws {
    // A token-capable server answering error 10 because a parameter is really missing: the
    // password retry gets error 10 too, so the client goes on with tokens.
    let (client, log) = Harness.client { _ in Self.refused10 }
    let error = await subsonicError { _ = try await client.getAlbumList2(.recent, 10, 0, nil) }
    #expect(
      error.map { if case .api(let api) = $0 { api.code == .missingParameter } else { false } }
        == true)
    _ = await subsonicError { _ = try await client.ping() }
    let sent = log.requests.map(SentRequest.init)
    #expect(sent.map { $0.value("t") != nil } == [true, false, true, false])
  }

  @Test func wrongCredentialsAreNotRetriedWithThePassword() async throws {
    let (client, log) = try Harness.client(answering: "wrong-credentials-error-40.json")
    let error = await subsonicError { _ = try await client.ping() }
    #expect(error?.isAuthenticationFailure == true)
    #expect(
      error
        == .api(SubsonicAPIError(code: .wrongCredentials, message: "Wrong username or password.")))
    #expect(log.count == 1)
  }

  @Test func apiKeyIsNeverReplacedByAPassword() async throws {
    let (client, log) = Harness.client(credentials: .apiKey(Secret.apiKey)) { _ in Self.refused10 }
    let error = await subsonicError { _ = try await client.ping() }
    #expect(
      error
        == .api(
          SubsonicAPIError(code: .missingParameter, message: "A required parameter is missing.")))
    #expect(log.count == 1)
  }
}
