import DependencyRegistry

extension ExampleClient {
  /// A client whose every endpoint fails the test that calls it, naming
  /// `ExampleClient.endpoint`. Tests override the endpoints they expect to be called.
  public static let unimplemented = ExampleClient(
    fetchGreeting: { _ in
      throw DependencyRegistry.unimplemented("ExampleClient.fetchGreeting")
    }
  )
}
