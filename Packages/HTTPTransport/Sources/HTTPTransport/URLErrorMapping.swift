import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension TransportError {
  /// Translates an error URLSession reported into a transport error that names the host but
  /// never the URL.
  ///
  /// `URLError.localizedDescription`, `failingURL` and the `userInfo` of an `NSError` can all
  /// carry the full URL, query credentials included, so only the error's code is ever read.
  static func from(_ error: any Error, host: String, timeoutSeconds: Double) -> TransportError {
    if let error = error as? TransportError { return error }
    if error is CancellationError { return .cancelled }
    guard let urlError = error as? URLError else {
      let error = error as NSError
      return .other("the request to \(host) failed (\(error.domain) error \(error.code))")
    }
    switch urlError.code {
    case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
      .internationalRoamingOff, .dataNotAllowed, .callIsActive:
      return .unreachable(host: host)
    case .networkConnectionLost, .resourceUnavailable, .zeroByteResource,
      .cannotDecodeRawData, .cannotDecodeContentData:
      return .connectionLost(host: host)
    case .timedOut:
      return .timedOut(seconds: timeoutSeconds)
    case .cancelled, .userCancelledAuthentication:
      return .cancelled
    case .httpTooManyRedirects, .redirectToNonExistentLocation:
      return .other(
        "\(host) redirected too often or to nowhere (URLError \(urlError.code.rawValue))")
    case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
      .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid,
      .clientCertificateRejected, .clientCertificateRequired:
      return .other(
        "the secure connection to \(host) failed (URLError \(urlError.code.rawValue)):"
          + " check the certificate or use the right scheme")
    case .badServerResponse, .cannotParseResponse:
      return .other("\(host) sent an answer that is not valid HTTP")
    case .unsupportedURL, .badURL:
      return .other("the address of \(host) is not a valid http(s) URL")
    default:
      return .other("the request to \(host) failed (URLError \(urlError.code.rawValue))")
    }
  }
}

extension URL {
  /// The host, with the port when the URL names one (`127.0.0.1:4533`): what error messages show.
  /// Never the user, password, path or query.
  var hostForMessages: String {
    let host = host ?? "the server"
    guard let port else { return host }
    return "\(host):\(port)"
  }

  /// Whether `other` has the same scheme, host and port (defaults filled in): where a redirect
  /// may be followed without sending this URL's credentials to someone else.
  func hasSameOrigin(as other: URL) -> Bool {
    guard let scheme = scheme?.lowercased(), let otherScheme = other.scheme?.lowercased(),
      let host = host?.lowercased(), let otherHost = other.host?.lowercased()
    else { return false }
    return scheme == otherScheme && host == otherHost
      && (port ?? Self.defaultPort(scheme)) == (other.port ?? Self.defaultPort(otherScheme))
  }

  private static func defaultPort(_ scheme: String) -> Int? {
    switch scheme {
    case "http": return 80
    case "https": return 443
    default: return nil
    }
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
