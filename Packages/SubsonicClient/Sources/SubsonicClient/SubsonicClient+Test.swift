import DependencyRegistry

extension SubsonicClient {
  /// A client whose every endpoint fails the test that calls it, naming
  /// `SubsonicClient.endpoint` (e.g. `SubsonicClient.getAlbum`), and throws
  /// `UnimplementedEndpoint`. Tests override the endpoints they expect to be called:
  ///
  /// ```swift
  /// var client = SubsonicClient.unimplemented
  /// client.getAlbum = { _ in album }
  /// ```
  public static let unimplemented = SubsonicClient.throwingEveryEndpoint { endpoint in
    DependencyRegistry.unimplemented("SubsonicClient.\(endpoint)")
  }
}
