import ExampleClient
import Foundation
import HTTPTransport

/// Decodes the answer of `fetchGreeting`: `{"greeting": "..."}` with a 2xx status.
///
/// A non-2xx status is ``ExampleError/httpStatus(_:)``; a 2xx body that is not that JSON
/// is ``ExampleError/unexpectedResponse(statusCode:found:)``, naming what it was, never
/// quoting it.
enum GreetingResponse {
  private struct Body: Decodable {
    let greeting: String
  }

  /// The greeting `response` holds, or why there is none.
  static func greeting(from response: HTTPResponse) throws(ExampleError) -> String {
    guard response.head.isSuccess else { throw .httpStatus(response.statusCode) }
    do {
      return try JSONDecoder().decode(Body.self, from: response.body).greeting
    } catch {
      throw .unexpectedResponse(statusCode: response.statusCode, found: found(response))
    }
  }

  /// What a body that is not the expected JSON holds, in a few words.
  static func found(_ response: HTTPResponse) -> String {
    let text = String(decoding: response.body.prefix(1_024), as: UTF8.self)
    guard let first = text.first(where: { !$0.isWhitespace }) else { return "an empty body" }
    switch first {
    case "<":
      return response.head.mediaType == "text/html" ? "an HTML page" : "markup"
    case "{", "[":
      return "JSON that is not a greeting"
    default:
      return "text that is not JSON"
    }
  }
}
