/// The Example service.
///
/// A struct of `@Sendable` closures (the Client Pattern): `live` values come from
/// `ExampleClientLive`, ``ExampleClientKey/testValue`` fails any test that calls it,
/// and ``preview`` answers deterministic data with no network. Every endpoint throws
/// ``ExampleError`` only.
///
/// `fetchGreeting` is the scaffold's sample endpoint: replace it with the service's own,
/// here, in the test and preview values, the builders and the live package.
public struct ExampleClient: Sendable {
  /// A greeting for `name`, as the service words it.
  public var fetchGreeting: @Sendable (_ name: String) async throws -> String

  /// Creates a client from its endpoints.
  public init(fetchGreeting: @escaping @Sendable (String) async throws -> String) {
    self.fetchGreeting = fetchGreeting
  }
}
