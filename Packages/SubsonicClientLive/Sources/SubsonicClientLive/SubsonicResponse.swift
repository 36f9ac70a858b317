import Foundation
import HTTPTransport
import SubsonicClient

/// Reads an answer's `subsonic-response` envelope, or the error it stands for.
///
/// - A failed envelope (JSON, or XML on media endpoints) is the API's error, typed by its
///   code with the server's message; with HTTP 404 (supysonic's "Unknown method") and a code
///   other than 70, or error 0 saying "not supported"/"unknown method"/"not implemented", it is
///   ``SubsonicError/notSupported(endpoint:)``.
/// - Any other non-2xx answer is ``SubsonicError/httpStatus(_:)`` (a 404 too: whether it is an
///   endpoint the server lacks or an item it does not have is the connection's to judge, see
///   ``SubsonicConnection``), but a 5xx page with a title is
///   ``SubsonicError/unexpectedResponse(statusCode:found:)`` naming it.
/// - A 2xx answer that is not a JSON envelope (XML, HTML, empty, truncated, another JSON, JSON
///   too large to hold) is ``SubsonicError/unexpectedResponse(statusCode:found:)`` naming what it
///   was.
/// - With `keptNames` (an endpoint's answer read by a few of many members), objects keep only
///   those names and the envelope's own (``envelopeNames``).
/// - The JSON is read by ``JSONParser``: cancelling the task, or passing `deadline` while it
///   reads, is ``SubsonicError/cancelled`` or ``SubsonicError/timedOut(seconds:)`` (with
///   `timeout`), as during the exchange.
enum SubsonicResponse {
  /// The envelope of a successful answer to `endpoint`, read by `deadline` (the end of the
  /// request's budget `timeout`).
  static func envelope(
    from response: HTTPResponse,
    endpoint: SubsonicEndpoint,
    redactor: CredentialRedactor,
    deadline: ContinuousClock.Instant? = nil,
    timeout: Duration = .zero,
    maximumTreeSize: Int = JSONParser.defaultMaximumSize,
    keptNames: Set<String>? = nil
  ) throws(SubsonicError) -> WireObject {
    let statusCode = response.statusCode
    let isSuccess = response.head.isSuccess
    let text = String(decoding: response.body.prefix(8_192), as: UTF8.self)
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard let first = start.first else {
      if !isSuccess { throw refusal(statusCode, found: nil) }
      throw .unexpectedResponse(statusCode: statusCode, found: BodySummary.empty)
    }
    if first == "<" {
      if let failure = XMLEnvelope.failure(in: response.body) {
        throw apiError(
          code: failure.code, message: failure.message, version: failure.version,
          statusCode: statusCode, endpoint: endpoint, redactor: redactor)
      }
      let found = UnexpectedBody.summary(redactor).markup(start)
      if !isSuccess { throw refusal(statusCode, found: found) }
      throw .unexpectedResponse(statusCode: statusCode, found: found)
    }
    let json: JSONValue
    do {
      let parser = JSONParser(
        maximumSize: maximumTreeSize, deadline: deadline,
        keptNames: keptNames.map { $0.union(envelopeNames) })
      json = try parser.parse(response.body)
    } catch {
      if let stop = error.transportError(timeout: timeout) {
        throw SubsonicError(transportFailure: stop)
      }
      let found =
        first == "{" || first == "["
        ? error.found ?? BodySummary.malformedJSON
        : UnexpectedBody.summary(redactor).notJSON(response.body)
      if !isSuccess { throw refusal(statusCode, found: found) }
      throw .unexpectedResponse(statusCode: statusCode, found: found)
    }
    guard case .object(let root) = json, case .object(let fields)? = root["subsonic-response"]
    else {
      if !isSuccess { throw refusal(statusCode, found: nil) }
      throw .unexpectedResponse(
        statusCode: statusCode, found: UnexpectedBody.foreignJSON("no subsonic-response object"))
    }
    let envelope = WireObject(fields, path: "")
    switch envelope.string("status") {
    case "ok":
      if !isSuccess { throw refusal(statusCode, found: nil) }
      return envelope
    case "failed":
      let error = envelope.object("error")
      throw apiError(
        code: error?.int("code") ?? 0, message: error?.string("message"),
        version: envelope.string("version"), statusCode: statusCode, endpoint: endpoint,
        redactor: redactor)
    default:
      if !isSuccess { throw refusal(statusCode, found: nil) }
      throw .unexpectedResponse(
        statusCode: statusCode, found: UnexpectedBody.foreignJSON("status is not ok or failed"))
    }
  }

  /// The member names this reads in every envelope: a parse that keeps only some names keeps
  /// these too.
  static let envelopeNames: Set<String> = [
    "subsonic-response", "status", "version", "error", "code", "message",
  ]

  /// Reads what an endpoint returns from a successful envelope; a ``WireError`` becomes
  /// ``SubsonicError/unexpectedResponse(statusCode:found:)``.
  static func read<Value>(
    _ envelope: WireObject,
    statusCode: Int = 200,
    _ transform: (WireObject) throws(WireError) -> Value
  ) throws(SubsonicError) -> Value {
    do {
      return try transform(envelope)
    } catch {
      throw .unexpectedResponse(
        statusCode: statusCode, found: UnexpectedBody.incomplete(error.reason))
    }
  }

  /// The error a non-2xx answer that is not an envelope stands for: a 5xx with a page is
  /// reported with what the page says (its title); else the status alone (a 404 as well: what
  /// it means, an endpoint missing or an item, depends on the call).
  private static func refusal(_ statusCode: Int, found: String?) -> SubsonicError {
    if (500...599).contains(statusCode), let found, found.contains("titled") {
      return .unexpectedResponse(statusCode: statusCode, found: found)
    }
    return .httpStatus(statusCode)
  }

  /// The error a failed envelope stands for.
  private static func apiError(
    code: Int,
    message: String?,
    version: String?,
    statusCode: Int,
    endpoint: SubsonicEndpoint,
    redactor: CredentialRedactor
  ) -> SubsonicError {
    let code = SubsonicErrorCode(code)
    // A 404 is an unknown method (supysonic's code 0) unless the error says "not found" (70).
    let saysUnknownMethod = code == .generic && message.map(saysUnsupported) == true
    if (statusCode == 404 && code != .notFound) || saysUnknownMethod {
      return .notSupported(endpoint: endpoint.rawValue)
    }
    // The version matters only to error 30, when older than the client's: it asks again in it.
    let older = version.flatMap(APIVersion.init).flatMap { $0.isOlderThanTheClients ? $0 : nil }
    let serverVersion = code == .serverMustUpgrade ? older?.text : nil
    return .api(
      SubsonicAPIError(
        code: code, message: message.map(redactor.redact), serverVersion: serverVersion))
  }

  /// Whether a generic error's message says the method does not exist on the server.
  private static func saysUnsupported(_ message: String) -> Bool {
    let lowered = message.lowercased()
    return ["unknown method", "not supported", "not implemented"].contains { lowered.contains($0) }
  }
}
