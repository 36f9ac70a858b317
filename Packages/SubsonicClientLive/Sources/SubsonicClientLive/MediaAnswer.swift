import HTTPTransport
import SubsonicClient

/// Tells a media endpoint's file from an error answer. Servers answer media errors with HTTP
/// 200 and a JSON (or XML) body, so the status alone says nothing: the `Content-Type` decides.
enum MediaAnswer {
  /// Whether the answer is the file: a 2xx status, and a media type that is not JSON, XML or
  /// text (an HTML page from a captive portal is not a song). No media type is accepted.
  @Sendable static func isFile(_ head: HTTPResponseHead) -> Bool {
    guard head.isSuccess else { return false }
    guard let type = head.mediaType else { return true }
    let isAnswer =
      type.hasPrefix("text/") || type.hasSuffix("/json") || type.hasSuffix("+json")
      || type.hasSuffix("/xml") || type.hasSuffix("+xml")
    return !isAnswer
  }

  /// The error an answer that is not the file stands for: the API's error when it is a failed
  /// envelope, else the HTTP status or what the body was.
  static func error(
    in response: HTTPResponse, endpoint: SubsonicEndpoint, redactor: CredentialRedactor
  ) -> SubsonicError {
    do {
      _ = try SubsonicResponse.envelope(from: response, endpoint: endpoint, redactor: redactor)
      return .unexpectedResponse(
        statusCode: response.statusCode, found: "a Subsonic answer where a file was expected")
    } catch {
      return error
    }
  }
}
