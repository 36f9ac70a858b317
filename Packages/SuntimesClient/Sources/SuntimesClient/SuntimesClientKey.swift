import DependencyRegistry

/// The registry key of ``SuntimesClient``: test and preview values here, the live value set by the
/// app's composition root.
public enum SuntimesClientKey: DependencyKey {
  /// Every endpoint fails the test that calls it, naming `SuntimesClient.endpoint`.
  public static let testValue = SuntimesClient.unimplemented

  /// Deterministic days for any place and date, with no network.
  public static let previewValue = SuntimesClient.preview
}

extension DependencyValues {
  /// The ``SuntimesClient`` in force.
  public var suntimesClient: SuntimesClient {
    get { self[SuntimesClientKey.self] }
    set { self[SuntimesClientKey.self] = newValue }
  }
}
