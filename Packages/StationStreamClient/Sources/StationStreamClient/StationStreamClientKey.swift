import DependencyRegistry

/// The registry key of ``StationStreamClient``: test and preview values here, the live value
/// set by the app's composition root.
public enum StationStreamClientKey: DependencyKey {
  /// Every endpoint fails the test that calls it, naming `StationStreamClient.endpoint`.
  public static let testValue = StationStreamClient.unimplemented

  /// Deterministic answers with no network.
  public static let previewValue = StationStreamClient.preview
}

extension DependencyValues {
  /// The ``StationStreamClient`` in force.
  public var stationStreamClient: StationStreamClient {
    get { self[StationStreamClientKey.self] }
    set { self[StationStreamClientKey.self] = newValue }
  }
}
