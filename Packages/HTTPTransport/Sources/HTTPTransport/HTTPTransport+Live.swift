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
  /// http never sets one up (measured: about 3 MiB less memory), nor its default configuration,
  /// whose making on Linux creates a cache folder under `$XDG_CACHE_HOME` (or `~/.cache`) and a
  /// folder under `~/.local/share`. On Linux, each `https://` host is first checked to speak TLS
  /// (``TLSProbe``): one extra connection per host and transport.
  ///
  /// - Parameter configuration: the configuration of the URLSession behind `https://` requests;
  ///   `nil` for `.ephemeral` (no cache, cookies or credentials on disk), made when first needed.
  public static func live(
    configuration: URLSessionConfiguration? = nil
  ) -> HTTPTransport {
    let sockets = HTTPTransport.sockets()
    let session = Locked<HTTPTransport?>(nil)
    let probe = TLSProbe()
    /// The transport for `request`, and the request with what the TLS check took off its budget.
    @Sendable func route(_ request: HTTPRequest) async throws -> (HTTPTransport, HTTPRequest) {
      if request.url.scheme?.lowercased() == "http" { return (sockets, request) }
      var request = request
      #if canImport(FoundationNetworking)
        // libcurl spins a core through a stalled TLS handshake: make sure TLS answers first
        // (not behind a proxy, where only the proxy is reachable).
        if !TLSProbe.proxyIsSet(ProcessInfo.processInfo.environment) {
          let started = ContinuousClock.now
          try await probe.check(request)
          request.timeout = max(
            .milliseconds(100), request.timeout - (ContinuousClock.now - started))
        }
      #endif
      let transport = session.withLock { made in
        if let made { return made }
        let transport = HTTPTransport.urlSession(configuration: configuration ?? .ephemeral)
        made = transport
        return transport
      }
      return (transport, request)
    }
    return HTTPTransport(
      send: { request in
        let (transport, request) = try await route(request)
        return try await transport.send(request)
      },
      download: { download in
        var download = download
        let (transport, request) = try await route(download.request)
        download.request = request
        return try await transport.download(download)
      }
    )
  }
}
