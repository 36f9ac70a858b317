import Foundation
import HTTPTransport
import SuntimesClient
import SuntimesClientLive
import Testing

/// API errors and answers that are not the API's JSON.
struct ErrorAnswerTests {
  private func error(answering response: HTTPResponse) async -> SuntimesError? {
    let client = SuntimesClient.live(transport: .fake { _ in response })
    do {
      _ = try await client.fetchSolarDay(Sample.toronto, Sample.midsummer)
      return nil
    } catch {
      return error as? SuntimesError
    }
  }

  private func error(_ body: String, status: Int = 200) async -> SuntimesError? {
    await error(answering: HTTPResponse(statusCode: status, body: Data(body.utf8)))
  }

  @Test(
    arguments: [
      ("invalid-request.json", SuntimesError.invalidRequest),
      ("invalid-date.json", .invalidDate),
      ("unknown-error.json", .serverFailure),
      ("invalid-tzid.json", .invalidTimeZone),
    ],
    [400, 200]
  )
  func apiErrorStatusMapsWhateverTheHTTPStatus(
    recorded: (fixture: String, error: SuntimesError), httpStatus: Int
  ) async throws {
    let response = try Fixture.response(recorded.fixture, status: httpStatus)
    #expect(await error(answering: response) == recorded.error)
  }

  @Test(arguments: [400, 200])
  func unknownStatusIsNamed(httpStatus: Int) async throws {
    let response = try Fixture.response("unknown-status.json", status: httpStatus)
    let error = await error(answering: response)
    #expect(error == .unknownStatus("OVER_QUERY_LIMIT"))
    #expect(error?.isRetryable == false)
  }

  @Test func unknownErrorWithA500IsAServerFailure() async {
    #expect(await error(#"{"results":"","status":"UNKNOWN_ERROR"}"#, status: 500) == .serverFailure)
  }

  @Test func htmlBadGatewayIsUnexpectedAndNamesItsTitle() async throws {
    let error = await error(answering: try Fixture.response("bad-gateway-502.html", status: 502))
    #expect(
      error
        == .unexpectedResponse(statusCode: 502, found: #"an HTML page titled "502 Bad Gateway""#))
    #expect(
      error?.description
        == #"the sunrise-sunset API answered HTTP 502 with an HTML page titled "502 Bad Gateway", not its JSON"#
    )
  }

  @Test func htmlPageWithA200IsUnexpected() async throws {
    let error = await error(answering: try Fixture.response("captive-portal-200.html"))
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 200, found: #"an HTML page titled "Sunrise and sunset times""#))
  }

  @Test(arguments: ["", "  \r\n\t "])
  func emptyBodyIsUnexpected(body: String) async {
    #expect(await error(body) == .unexpectedResponse(statusCode: 200, found: "an empty body"))
  }

  @Test func truncatedJSONIsUnexpected() async throws {
    let error = await error(answering: try Fixture.response("truncated.json"))
    #expect(error == .unexpectedResponse(statusCode: 200, found: "truncated or malformed JSON"))
  }

  @Test func jsonWithoutSunriseIsUnexpectedAndSaysWhatIsMissing() async throws {
    let error = await error(answering: try Fixture.response("missing-sunrise.json"))
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 200, found: "JSON that is not the API's (missing results.sunrise)"))
  }

  @Test(arguments: [
    (#"{"results":""}"#, "missing status"),
    (#"{"status":7}"#, "status is not a string"),
    (#"{"results":"","status":"OK"}"#, "results is not an object"),
    (#"{"status":"OK"}"#, "missing results"),
    (#"[1,2]"#, "not an object"),
    (
      #"{"results":{"sunrise":"7:27:02 AM"},"status":"OK"}"#,
      "results.sunrise is not an ISO 8601 time"
    ),
  ])
  func otherJSONSaysWhatIsWrong(body: String, reason: String) async {
    #expect(
      await error(body)
        == .unexpectedResponse(statusCode: 200, found: "JSON that is not the API's (\(reason))"))
  }

  @Test(arguments: [#""9:38:53""#, "55802.5", "-1", "null"])
  func dayLengthMustBeWholeSeconds(dayLength: String) async throws {
    let toronto = String(decoding: try Fixture.data("toronto-2026-06-21.json"), as: UTF8.self)
    let body = toronto.replacingOccurrences(of: "55802", with: dayLength)
    let reason =
      dayLength == "null"
      ? "missing results.day_length" : "results.day_length is not a whole number of seconds"
    #expect(
      await error(body)
        == .unexpectedResponse(statusCode: 200, found: "JSON that is not the API's (\(reason))"))
  }

  @Test func plainTextServiceUnavailableIsUnexpected() async {
    let error = await error("Service Unavailable\n", status: 503)
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 503, found: #"text that is not JSON, starting "Service Unavailable""#))
    #expect(error?.isRetryable == true)
  }

  @Test func hintsAreShortAndSanitized() async {
    let title = "Gateway\u{7}  error <b>\"x\"</b> see https://proxy.example/?token=SECRET&a=1 more"
    let html = "<html><head><title>\(title)</title></head></html>"
    guard case .unexpectedResponse(502, let found)? = await error(html, status: 502) else {
      Issue.record("expected an unexpected response")
      return
    }
    #expect(found == #"an HTML page titled "Gateway error b x /b see https://proxy.e""#)
    #expect(found.count == #"an HTML page titled """#.count + 40)
    #expect(!found.contains("SECRET"))
  }
}
