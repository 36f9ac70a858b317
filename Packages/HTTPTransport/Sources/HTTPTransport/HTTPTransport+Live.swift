import Foundation
import Locking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPTransport {
  /// The transport the app uses: ``sockets()`` for `http://` URLs, and
  /// ``urlSession(configuration:)`` for everything else (`https://`).
  ///
  /// Why two: on Linux, FoundationNetworking (libcurl underneath) reads an answer as fast as the
  /// server sends it and delivers it, or cancels, late; a 256 MiB answer refused at 16 MiB still
  /// cost 200-320 MiB of memory, and deadlines overran by seconds. The socket transport reads
  /// no further than the limit and acts on deadlines and cancellation within milliseconds, but
  /// speaks no TLS, so `https://` stays with URLSession. Both keep the same contract (see
  /// ``urlSession(configuration:)``), so clients need not know which one answers.
  ///
  /// The URLSession is made on the first request that needs it: a run that only speaks plain
  /// http never sets one up (measured: about 3 MiB less memory). On Linux, each `https://` host
  /// is first checked to speak TLS (``TLSProbe``): one extra connection per host and transport.
  ///
  /// - Parameter configuration: the configuration of the URLSession behind `https://` requests.
  public static func live(
    configuration: URLSessionConfiguration = .ephemeral
  ) -> HTTPTransport {
    let sockets = HTTPTransport.sockets()
    let session = Locked<HTTPTransport?>(nil)
    let probe = TLSProbe()
    @Sendable func route(_ request: HTTPRequest) async throws -> HTTPTransport {
      if request.url.scheme?.lowercased() == "http" { return sockets }
      #if canImport(FoundationNetworking)
        // libcurl spins a core through a stalled TLS handshake: make sure TLS answers first.
        try await probe.check(request)
      #endif
      return session.withLock { made in
        if let made { return made }
        let transport = HTTPTransport.urlSession(configuration: configuration)
        made = transport
        return transport
      }
    }
    return HTTPTransport(
      send: { request in try await route(request).send(request) },
      download: { download in try await route(download.request).download(download) }
    )
  }
}
