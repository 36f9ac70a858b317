extension HTTPTransport {
  /// A transport that speaks plain HTTP/1.1 over POSIX sockets itself, for `http://` URLs only:
  /// what ``live(configuration:)`` uses for them.
  ///
  /// Its contract is that of ``urlSession(configuration:)``, kept exactly:
  /// - `send` reads the answer into memory, within `maximumBodySize`, under one overall
  ///   deadline (`timeout`, from the start to the last byte: a slow trickle does not extend it).
  ///   A non-2xx answer is returned, not thrown.
  /// - `download` waits for the head at most `timeout`, and at most `timeout` between two reads;
  ///   an accepted body goes chunk by chunk into its sink: a file through the same hidden
  ///   temporary file and atomic rename, or a consumer of chunks on the exchange's own thread;
  ///   a rejected head's body is read into memory within `maximumBodySize`.
  /// - Redirects (301, 302, 303, 307, 308; at most 5) are followed only to the same scheme, host
  ///   and port, and any other is refused with
  ///   ``TransportError/redirectRefused(fromHost:toHost:)``; 303 (and 301 or 302 after a POST)
  ///   goes on with a GET.
  /// - Cancelling the calling task closes the socket at once, removes any partial file, and
  ///   throws ``TransportError/cancelled``. Errors name the host, never the URL.
  ///
  /// What it does better than URLSession on Linux (FoundationNetworking reads an answer as fast
  /// as the server sends it and acts on a refusal late): the body limit is enforced while
  /// reading, by reading at most `maximumBodySize + 1` bytes (nothing of a body whose announced
  /// `Content-Length` is over it) and then closing the connection, so a refused huge answer
  /// costs no more memory than the limit; and deadlines act within milliseconds.
  ///
  /// How: one connection per request (`Connection: close`, no pooling), with `Host`,
  /// `Accept-Encoding: identity` and, for a body, `Content-Length`; answers framed by
  /// `Content-Length`, chunks or the connection's end, with a head of at most 64 KiB; host names
  /// looked up with `getaddrinfo`. Each exchange runs on a thread of its own, blocked only in
  /// `poll(2)` on its socket and a wake-up pipe, never on Swift's cooperative thread pool.
  ///
  /// An `https://` URL fails with ``TransportError/other(_:)``: this transport has no TLS.
  public static func sockets() -> HTTPTransport {
    HTTPTransport(
      send: { request in
        try await SocketExchange.perform(request, mode: .send).response()
      },
      download: { download in
        try await SocketExchange.perform(download.request, mode: .download(download)).outcome()
      }
    )
  }
}
