import Foundation
import HTTPTransport
import SubsonicClient
import Testing

/// Answers that are errors, or not answers at all.
struct ErrorAnswerTests {
  /// The error `client.getArtists` throws for `response`, with API-key credentials (no
  /// password fallback muddles the picture).
  private func error(for response: HTTPResponse) async -> SubsonicError? {
    let (client, _) = Harness.client(credentials: .apiKey(Secret.apiKey)) { _ in response }
    return await subsonicError { _ = try await client.getArtists(nil) }
  }

  private func error(for fixture: String, status: Int = 200) async throws -> SubsonicError? {
    await error(for: try Fixture.response(fixture, status: status))
  }

  private static func failed(_ code: Int, _ message: String) -> HTTPResponse {
    HTTPResponseStub.json(
      #"{"subsonic-response":{"status":"failed","version":"1.16.1","error":{"code":\#(code),"message":"\#(message)"}}}"#
    )
  }

  @Test(arguments: [
    (0, SubsonicErrorCode.generic), (10, .missingParameter), (20, .clientMustUpgrade),
    (30, .serverMustUpgrade), (40, .wrongCredentials), (41, .tokenAuthenticationNotSupported),
    (42, .authenticationMechanismNotSupported), (43, .conflictingAuthentication),
    (44, .invalidAPIKey), (50, .notAuthorized), (60, .trialExpired), (70, .notFound),
    (99, .other(99)),
  ])
  func everyAPICodeMapsToItsTypedErrorWithTheServersMessage(
    code: Int, expected: SubsonicErrorCode
  ) async {
    let error = await error(for: Self.failed(code, "message \(code)"))
    #expect(error == .api(SubsonicAPIError(code: expected, message: "message \(code)")))
  }

  @Test func error40ComesWithHTTP200() async throws {
    let error = try await error(for: "wrong-credentials-error-40.json")
    #expect(
      error
        == .api(SubsonicAPIError(code: .wrongCredentials, message: "Wrong username or password.")))
    #expect(error?.isAuthenticationFailure == true)
    #expect(error?.isRetryable == false)
  }

  @Test func notFoundKeepsTheServersMessage() async throws {
    let error = try await error(for: "album-not-found-70.json")
    #expect(
      error?.description
        == "the Subsonic server answered error 70 (requested data not found): Album not found")
  }

  @Test func unknownMethodWithHTTP404IsNotSupported() async throws {
    let (client, _) = try Harness.client(answering: "unknown-method-404.json", status: 404)
    let error = await subsonicError { _ = try await client.getBookmarks() }
    #expect(error == .notSupported(endpoint: "getBookmarks"))
  }

  @Test(arguments: ["Not supported by Supysonic", "Unknown method", "Not implemented yet"])
  func genericErrorSayingUnsupportedIsNotSupported(message: String) async throws {
    let (client, _) = Harness.client { _ in Self.failed(0, message) }
    let error = await subsonicError { _ = try await client.getScanStatus() }
    #expect(error == .notSupported(endpoint: "getScanStatus"))
  }

  @Test func otherGenericErrorsStayAPIErrors() async throws {
    #expect(
      try await error(for: "scan-daemon-unavailable-error-0.json")
        == .api(
          SubsonicAPIError(
            code: .generic, message: "Couldn't connect to daemon at /srv/supysonic/supysonic.sock"))
    )
    #expect(
      try await error(for: "invalid-id-error-0.json")
        == .api(SubsonicAPIError(code: .generic, message: "Invalid ID")))
  }

  @Test func xmlWhereJSONWasExpectedIsUnexpected() async throws {
    #expect(
      try await error(for: "ping.xml")
        == .unexpectedResponse(
          statusCode: 200, found: "an XML document (the server ignored f=json)"))
  }

  @Test func xmlFailedEnvelopeIsTheAPIError() async throws {
    #expect(
      try await error(for: "failed.xml")
        == .api(SubsonicAPIError(code: .notFound, message: "Song \"x\" not found & gone")))
  }

  @Test func htmlPageWithHTTP200IsUnexpectedAndNamedByItsTitle() async throws {
    let error = try await error(for: "captive-portal-200.html")
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 200, found: "an HTML page titled \"Welcome to Caf WiFi please sign in\""))
  }

  /// A 5xx page is named by its title; a 404 without an envelope, where `ping` is missing too,
  /// is an address with no API (a server at another path); other statuses are the status.
  @Test func errorPageWithoutEnvelopeIsTheHTTPStatusOrWhatThePageSays() async throws {
    let error = try await error(for: "bad-gateway-502.html", status: 502)
    #expect(
      error
        == .unexpectedResponse(statusCode: 502, found: "an HTML page titled \"502 Bad Gateway\""))
    #expect(error?.isRetryable == true)
    #expect(
      try await self.error(for: "foreign.json", status: 404)
        == .notSupported(endpoint: "ping"))
    #expect(await self.error(for: HTTPResponse(statusCode: 500)) == .httpStatus(500))
    #expect(await self.error(for: HTTPResponse(statusCode: 401)) == .httpStatus(401))
    #expect(await self.error(for: HTTPResponse(statusCode: 401))?.isAuthenticationFailure == true)
  }

  @Test func okEnvelopeWithAnErrorStatusIsTheHTTPStatus() async throws {
    #expect(try await error(for: "ping.json", status: 500) == .httpStatus(500))
  }

  @Test func emptyBodyIsUnexpected() async {
    #expect(
      await error(for: HTTPResponse(statusCode: 200, body: Data(" \n".utf8)))
        == .unexpectedResponse(statusCode: 200, found: "an empty body"))
  }

  @Test func truncatedJSONIsUnexpected() async throws {
    #expect(
      try await error(for: "truncated.json")
        == .unexpectedResponse(statusCode: 200, found: "truncated or malformed JSON"))
  }

  @Test func textThatIsNotJSONIsNamedByAShortHint() async throws {
    #expect(
      try await error(for: "not-json.txt")
        == .unexpectedResponse(
          statusCode: 200,
          found: "text that is not JSON, starting \"Service temporarily unavailable, retry\""))
  }

  @Test func binaryBodyIsNamedByItsSize() async {
    let body = Data([0xff, 0xfe, 0x00, 0x81, 0x92])
    #expect(
      await error(
        for: HTTPResponse(
          statusCode: 200, headers: ["Content-Type": "application/json"], body: body))
        == .unexpectedResponse(statusCode: 200, found: "a body that is not text (5 bytes)"))
  }

  @Test func jsonThatIsNotASubsonicAnswerIsUnexpected() async throws {
    #expect(
      try await error(for: "foreign.json")
        == .unexpectedResponse(
          statusCode: 200, found: "JSON that is not a Subsonic answer (no subsonic-response object)"
        ))
    #expect(
      await error(for: HTTPResponseStub.json(#"{"subsonic-response":{"status":"maybe"}}"#))
        == .unexpectedResponse(
          statusCode: 200, found: "JSON that is not a Subsonic answer (status is not ok or failed)")
    )
  }

  @Test func failedEnvelopeWithoutAnErrorIsAGenericAPIError() async {
    #expect(
      await error(for: HTTPResponseStub.json(#"{"subsonic-response":{"status":"failed"}}"#))
        == .api(SubsonicAPIError(code: .generic)))
  }
}
