import DependencyRegistry

extension PlayerClient {
  /// A client whose every endpoint fails the test that calls it, naming
  /// `PlayerClient.endpoint`. Tests override the endpoints they expect to be called.
  public static let unimplemented = PlayerClient(
    prepare: { throw DependencyRegistry.unimplemented("PlayerClient.prepare") },
    start: { _ in
      throw DependencyRegistry.unimplemented("PlayerClient.start")
    }
  )
}
