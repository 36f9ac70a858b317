import DependencyRegistry

/// The registry key of ``PlayerClient``: test and preview values here, the live value set by the
/// app's composition root.
public enum PlayerClientKey: DependencyKey {
  /// Every endpoint fails the test that calls it, naming `PlayerClient.endpoint`.
  public static let testValue = PlayerClient.unimplemented

  /// Plays nothing, in time on the registry's `Sleeper` (``PlayerClient/preview``).
  public static let previewValue = PlayerClient.preview
}

extension DependencyValues {
  /// The ``PlayerClient`` in force.
  public var playerClient: PlayerClient {
    get { self[PlayerClientKey.self] }
    set { self[PlayerClientKey.self] = newValue }
  }
}
