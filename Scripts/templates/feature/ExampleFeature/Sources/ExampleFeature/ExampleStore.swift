import DependencyRegistry
import LoadStore
import UpstreamClient

/// Loads the greeting for a name through `UpstreamClient` (`fetchGreeting`) and holds what to
/// show: idle, loading, the greeting, or the failure. A request is checked before it is sent
/// (``ExampleRequest/validationError``): a refused one asks nothing.
public typealias ExampleStore = LoadStore<ExampleRequest, String, UpstreamError>

extension ExampleStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.upstreamClient`, read once, here.
  public convenience init(client: UpstreamClient = DependencyValues.current.upstreamClient) {
    self.init(
      mapError: UpstreamError.wrapping, isRetryable: \.isRetryable, validate: \.validationError
    ) { request in
      try await client.fetchGreeting(request.name)
    }
  }
}
