import Foundation

extension HTTPTransport {
  /// A transport that answers every request with `respond`, with no network: for the unit tests
  /// of live clients. Downloads get the same answer; an accepted body goes to the sink the way
  /// the real transports do it, in chunks of at most 64 KiB: a file is written whole or not at
  /// all, a consumer gets each chunk in order (and ends it with ``TransportError/cancelled`` by
  /// throwing).
  public static func fake(
    _ respond: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
  ) -> HTTPTransport {
    HTTPTransport(
      send: respond,
      download: { download in
        let response = try await respond(download.request)
        guard download.accept(response.head) else { return .rejected(response) }
        let writer = try download.sink.makeWriter()
        defer { writer.discard() }  // After a commit, this does nothing.
        let body = response.body
        let size = Int64(body.count)
        download.progress(DownloadProgress(receivedBytes: 0, expectedBytes: size))
        var start = body.startIndex
        while start < body.endIndex {
          let end = min(body.endIndex, start + 65_536)
          let written = try writer.write(Data(body[start..<end]))
          download.progress(DownloadProgress(receivedBytes: written, expectedBytes: size))
          start = end
        }
        let host = download.request.url.hostForMessages
        return .saved(response.head, bytes: try writer.commit(expectedBytes: size, host: host))
      }
    )
  }
}
