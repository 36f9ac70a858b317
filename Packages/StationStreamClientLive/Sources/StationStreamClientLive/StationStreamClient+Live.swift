import Foundation
import HTTPTransport
import StationStreamClient

extension StationStreamClient {
  /// A client that fetches stations' streams through `transport`: one plain GET to the
  /// station's own address, with no credentials and no query of its own, the body handed over
  /// as it comes (``StationRequest``, ``StationAnswer``).
  ///
  /// - Parameters:
  ///   - transport: The HTTP transport; tests pass `HTTPTransport.fake`.
  ///   - timeout: The longest wait for the answer to start and between two chunks of it (a
  ///     station streams for ever: there is no budget for the whole).
  public static func live(
    transport: HTTPTransport,
    timeout: Duration = .seconds(30)
  ) -> StationStreamClient {
    StationStreamClient(listen: { url, receive in
      let request = try StationRequest.make(url: url, timeout: timeout)
      let outcome: DownloadOutcome
      do {
        outcome = try await transport.download(
          DownloadRequest(request: request, sink: .chunks(receive), accept: StationAnswer.isAudio)
        )
      } catch {
        throw StationStreamError(transportFailure: error)
      }
      switch outcome {
      case .saved(_, let bytes):
        return bytes
      case .rejected(let response):
        throw StationAnswer.refusal(of: response)
      }
    })
  }
}
