import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPTransport {
  /// The live transport: one `URLSession`, with its own delegate, shared by every request made
  /// through this value (and its copies). The session is invalidated when the last copy is gone.
  ///
  /// - `send` reads the answer into memory and fails with ``TransportError/bodyTooLarge(limit:)``
  ///   as soon as the body (or its announced length) passes `maximumBodySize`. `timeout` is an
  ///   overall deadline, from the start to the last byte: a slow trickle of bytes does not
  ///   extend it. A non-2xx answer is returned, not thrown.
  /// - `download` waits for the head at most `timeout`, and at most `timeout` between two
  ///   chunks. An accepted body goes chunk by chunk (memory stays bounded) into its sink: for
  ///   a file, to a hidden `.NAME.partial-RANDOM` file next to the destination, checked
  ///   against `Content-Length`, and renamed into place (on any failure or cancellation that
  ///   file is removed and the destination is left untouched); for a consumer of chunks, to
  ///   the consumer on the session's delegate queue. As a consumer may block that queue, each
  ///   such download has a session of its own (made and invalidated around it), so that the
  ///   transport's other requests go on meanwhile.
  /// - Redirects are followed only to the same scheme, host and port; any other is refused with
  ///   ``TransportError/redirectRefused(fromHost:toHost:)`` so that query credentials stay put.
  /// - Cancelling the calling task cancels the request at once and throws
  ///   ``TransportError/cancelled``. Errors name the host, never the URL.
  ///
  /// On Linux, FoundationNetworking reads the socket as fast as the server sends and delivers
  /// (or cancels) late, so a refused huge answer is still read far past the limit, and deadlines
  /// can overrun: ``live(configuration:)`` sends `http://` through ``sockets()`` instead.
  ///
  /// - Parameter configuration: the session's configuration; `.ephemeral` keeps no cache,
  ///   cookies or credentials on disk.
  public static func urlSession(
    configuration: URLSessionConfiguration = .ephemeral
  ) -> HTTPTransport {
    let owner = URLSessionOwner(configuration: configuration)
    return HTTPTransport(
      send: { request in try await owner.send(request) },
      download: { download in try await owner.download(download) }
    )
  }
}

/// Owns the session of one transport value and invalidates it when the transport goes away (a
/// URLSession keeps its delegate, and itself, alive until invalidated).
private final class URLSessionOwner: Sendable {
  let session: URLSession
  let bridge: URLSessionBridge

  init(configuration: URLSessionConfiguration) {
    let bridge = URLSessionBridge()
    let queue = OperationQueue()
    queue.name = "HTTPTransport.URLSession"
    queue.maxConcurrentOperationCount = 1
    self.bridge = bridge
    session = URLSession(configuration: configuration, delegate: bridge, delegateQueue: queue)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let task = session.dataTask(with: Self.urlRequest(for: request))
    return try await bridge.perform(task, for: request, mode: .send).response()
  }

  func download(_ download: DownloadRequest) async throws -> DownloadOutcome {
    if case .chunks = download.sink {
      // Its consumer may block the delegate queue: not the one the other requests share.
      let own = URLSessionOwner(configuration: session.configuration)
      return try await own.perform(download)
    }
    return try await perform(download)
  }

  private func perform(_ download: DownloadRequest) async throws -> DownloadOutcome {
    let request = download.request
    let task = session.dataTask(with: Self.urlRequest(for: request))
    return try await bridge.perform(task, for: request, mode: .download(download)).outcome()
  }

  /// The URLRequest for `request`. Its `timeoutInterval` is only a backstop, a few seconds past
  /// the bridge's own deadline, which is the one that applies (FoundationNetworking rounds this
  /// interval down to whole seconds and treats zero as "at once").
  private static func urlRequest(for request: HTTPRequest) -> URLRequest {
    let backstop = (request.timeout.seconds.rounded(.up) + 5).clamped(to: 5...86_400)
    var urlRequest = URLRequest(
      url: request.url,
      cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: backstop
    )
    urlRequest.httpMethod = request.method.rawValue
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    urlRequest.httpBody = request.body
    return urlRequest
  }
}

extension Double {
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
