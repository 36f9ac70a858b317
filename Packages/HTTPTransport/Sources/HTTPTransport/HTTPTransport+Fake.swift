import Foundation

extension HTTPTransport {
  /// A transport that answers every request with `respond`, with no network: for the unit tests
  /// of live clients. Downloads get the same answer; an accepted body is written to the
  /// destination the way the real transport does it (whole, or not at all).
  public static func fake(
    _ respond: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
  ) -> HTTPTransport {
    HTTPTransport(
      send: respond,
      download: { download in
        let response = try await respond(download.request)
        guard download.accept(response.head) else { return .rejected(response) }
        do {
          try response.body.write(to: download.destination, options: .atomic)
        } catch {
          throw TransportError.fileSystem(
            path: download.destination.path,
            reason: error.localizedDescription
          )
        }
        let size = Int64(response.body.count)
        download.progress(DownloadProgress(receivedBytes: size, expectedBytes: size))
        return .saved(response.head, bytes: size)
      }
    )
  }
}
