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

  /// `auto`: the API falling back to the computed client, which says so in one line through
  /// `warn` and marks `origin` (``SuntimesClient/fallingBack(from:to:onFallback:)``).
  static func fallingBack(
    from api: SuntimesClient,
    to computed: SuntimesClient,
    origin: SuntimesAnswerOrigin,
    warn: @escaping @Sendable (String) -> Void
  ) -> SuntimesClient {
    .fallingBack(from: api, to: computed) { error in
      warn("sunsonic: \(error); computed the times on this machine instead\n")
      origin.mark(.computed)
    }
  }
}
