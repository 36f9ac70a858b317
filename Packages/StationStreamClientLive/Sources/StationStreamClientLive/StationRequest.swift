import Foundation
import HTTPTransport
import StationStreamClient

/// Builds the request for a station's stream: `GET` of its URL as the server gave it, with an
/// `Accept` for audio and nothing else: no credentials, no metadata interleaved
/// (`Icy-MetaData` is not asked for), so that the body is the audio alone.
enum StationRequest {
  /// The longest station URL fetched, in characters.
  static let maximumURLLength = 2_000

  /// The largest answer read into memory when it is not audio (an error page).
  static let maximumRefusedBodySize = 64 << 10

  /// The request for `url`, or ``StationStreamError/invalidURL(_:)`` before anything is sent:
  /// a scheme other than `http` or `https`, no host, a URL too long.
  static func make(url: URL, timeout: Duration) throws(StationStreamError) -> HTTPRequest {
    guard url.absoluteString.count <= maximumURLLength else {
      throw .invalidURL("longer than \(maximumURLLength) characters")
    }
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else { throw .invalidURL("not an http or https URL") }
    guard let host = components.host, !host.isEmpty else { throw .invalidURL("no host") }
    return HTTPRequest(
      method: .get,
      url: url,
      headers: ["Accept": "audio/*, application/ogg, */*;q=0.1"],
      timeout: timeout,
      isIdempotent: true,
      maximumBodySize: maximumRefusedBodySize
    )
  }
}
