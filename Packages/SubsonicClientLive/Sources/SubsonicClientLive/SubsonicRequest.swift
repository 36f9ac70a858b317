import Foundation
import HTTPTransport
import SubsonicClient

/// Builds the HTTP request for one API call:
/// `GET {server}/rest/{endpoint}?{authentication}&v=1.16.1&c={client}&f=json&{parameters}` (`v`
/// lower for a server that speaks an older version).
///
/// Reads are idempotent (the transport may retry them); writes are not, so that a star or a
/// scrobble is never repeated blindly.
enum SubsonicRequest {
  /// The API version the client speaks.
  static let apiVersion = "1.16.1"

  /// What the answer should be.
  enum Expected {
    /// A JSON envelope.
    case json
    /// A file (audio or image); errors still come as JSON.
    case file
  }

  /// The request for `endpoint` with `parameters`.
  static func make(
    server: SubsonicServer,
    endpoint: SubsonicEndpoint,
    parameters: QueryParameters,
    authentication: Authentication,
    clientName: String,
    timeout: Duration,
    expecting expected: Expected = .json,
    version: String = SubsonicRequest.apiVersion
  ) throws(SubsonicError) -> HTTPRequest {
    var query = authentication.parameters
    query.add("v", version)
    query.add("c", clientName)
    query.add("f", "json")
    query.append(parameters)
    guard
      let url = server.url(endpoint: endpoint.rawValue, percentEncodedQuery: query.percentEncoded)
    else {
      throw .invalidArgument("cannot make the URL of \(endpoint.rawValue) on \(server.host)")
    }
    let accept = expected == .json ? "application/json" : "*/*"
    return HTTPRequest(
      method: .get,
      url: url,
      headers: ["Accept": accept],
      timeout: timeout,
      isIdempotent: !endpoint.isWrite
    )
  }
}
