import DependencyRegistry

/// The registry key of ``SubsonicClient``: test and preview values here, the live value set by the
/// app's composition root.
public enum SubsonicClientKey: DependencyKey {
  /// Every endpoint fails the test that calls it, naming `SubsonicClient.endpoint`.
  public static let testValue = SubsonicClient.unimplemented

  /// Every endpoint answers the fixed ``PreviewValues`` at once, with no network.
  public static let previewValue = SubsonicClient.preview
}

extension DependencyValues {
  /// The ``SubsonicClient`` in force.
  public var subsonicClient: SubsonicClient {
    get { self[SubsonicClientKey.self] }
    set { self[SubsonicClientKey.self] = newValue }
  }
}
