import DependencyRegistry

/// The registry key of ``ExampleClient``: test and preview values here, the live value
/// set by the app's composition root.
public enum ExampleClientKey: DependencyKey {
  /// Every endpoint fails the test that calls it, naming `ExampleClient.endpoint`.
  public static let testValue = ExampleClient.unimplemented

  /// Deterministic answers with no network.
  public static let previewValue = ExampleClient.preview
}

extension DependencyValues {
  /// The ``ExampleClient`` in force.
  public var exampleClient: ExampleClient {
    get { self[ExampleClientKey.self] }
    set { self[ExampleClientKey.self] = newValue }
  }
}
