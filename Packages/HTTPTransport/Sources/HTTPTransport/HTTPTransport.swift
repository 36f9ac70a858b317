/// The HTTP transport shared by every live client: a struct of two `@Sendable` closures, in the
/// Client Pattern like the clients it serves.
///
/// `live` packages take a transport in their `live(...)` constructors, so their unit tests pass a
/// fake one (``init(send:download:)`` with closures answering recorded bodies) and never touch the
/// network. The app passes ``live(configuration:)``: ``sockets()`` for `http://`,
/// ``urlSession(configuration:)`` for `https://`.
///
/// Both closures throw ``TransportError`` only.
public struct HTTPTransport: Sendable {
  /// Sends a request and reads the whole answer into memory, whatever its status: a 404 or a 500
  /// is an answer, not an error, so that clients can read error bodies.
  public var send: @Sendable (HTTPRequest) async throws -> HTTPResponse
  /// Sends a request and passes an accepted answer's body to its sink (a file, or a consumer of
  /// its chunks) as it arrives, in bounded memory.
  public var download: @Sendable (DownloadRequest) async throws -> DownloadOutcome

  /// Creates a transport from its two operations.
  public init(
    send: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse,
    download: @escaping @Sendable (DownloadRequest) async throws -> DownloadOutcome
  ) {
    self.send = send
    self.download = download
  }
}
