import ExampleClient
import Foundation
import HTTPTransport

/// Builds the request of `fetchGreeting`: `GET {baseURL}/greeting?name=<name>`.
///
/// A query already in the base URL is kept, except `name`, which replaces any value it had.
/// The name is percent-encoded whole (`&`, `=`, `+` and spaces included).
enum GreetingRequest {
  /// Characters a query value keeps as they are: RFC 3986's unreserved ones.
  static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// The request for `name`, or an error before anything is sent:
  /// ``ExampleError/invalidArgument(_:)`` for an empty name,
  /// ``ExampleError/unreachable(_:)`` when `baseURL` cannot take a path and a query.
  static func make(
    baseURL: URL,
    name: String,
    timeout: Duration
  ) throws(ExampleError) -> HTTPRequest {
    guard !name.isEmpty else { throw .invalidArgument("the name is empty") }
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
      let value = name.addingPercentEncoding(withAllowedCharacters: unreserved)
    else { throw .unreachable("the base URL cannot take a query") }
    let path = components.percentEncodedPath
    components.percentEncodedPath = path + (path.hasSuffix("/") ? "" : "/") + "greeting"
    let kept = (components.percentEncodedQueryItems ?? []).filter { $0.name != "name" }
    components.percentEncodedQueryItems = kept + [URLQueryItem(name: "name", value: value)]
    guard let url = components.url else {
      throw .unreachable("the base URL cannot take a query")
    }
    return HTTPRequest(
      method: .get,
      url: url,
      headers: ["Accept": "application/json"],
      timeout: timeout,
      isIdempotent: true
    )
  }
}
