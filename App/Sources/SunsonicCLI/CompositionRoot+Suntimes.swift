import DependencyRegistry
import HTTPTransport
import SuntimesClient
import SuntimesClientComputedLive
import SuntimesClientLive

extension CompositionRoot {
  /// Puts in force the Suntimes client that `--source` (or its environment variable or
  /// configuration key) asks for, and the record of which implementation answered. This is the
  /// one place that chooses between the API and the computed client: the sun command and
  /// SuntimesFeature do not know which one they have.
  static func wireSuntimes(
    _ invocation: Invocation,
    transport: HTTPTransport,
    timeout: Duration,
    into values: inout DependencyValues
  ) throws(CommandFailure) {
    let source = try SuntimesSettings.source(invocation)
    let origin = SuntimesAnswerOrigin(source == .local ? .computed : .api)
    values.suntimesAnswerOrigin = origin
    switch source {
    case .local:
      values.suntimesClient = .computed()
    case .api:
      values.suntimesClient = .live(
        baseURL: try SuntimesSettings.baseURL(invocation), transport: transport, timeout: timeout)
    case .auto:
      let api = SuntimesClient.live(
        baseURL: try SuntimesSettings.baseURL(invocation), transport: transport, timeout: timeout)
      values.suntimesClient = fallingBack(
        from: api, to: .computed(), origin: origin, warn: invocation.console.err)
    }
  }

  /// A client that asks `api`, and when it cannot answer (unreachable, out of time, failing on
  /// its side, or answering something that is not its JSON) asks `computed` instead, says so in
  /// one line through `warn` and marks `origin`. A refusal of the request itself (an invalid
  /// date, say) and a cancellation are passed on as they are.
  static func fallingBack(
    from api: SuntimesClient,
    to computed: SuntimesClient,
    origin: SuntimesAnswerOrigin,
    warn: @escaping @Sendable (String) -> Void
  ) -> SuntimesClient {
    SuntimesClient(fetchSolarDay: { coordinate, date in
      do {
        return try await api.fetchSolarDay(coordinate, date)
      } catch let error as SuntimesError {
        switch error {
        case .unreachable, .timedOut, .serverFailure, .unexpectedResponse:
          warn("sunsonic: \(error); computed the times on this machine instead\n")
          origin.mark(.computed)
          return try await computed.fetchSolarDay(coordinate, date)
        case .invalidRequest, .invalidDate, .invalidTimeZone, .unknownStatus, .cancelled:
          throw error
        }
      }
    })
  }
}
