import DependencyRegistry

extension StationStreamClient {
  /// A client whose every endpoint fails the test that calls it, naming
  /// `StationStreamClient.endpoint`. Tests override the endpoints they expect to be called.
  public static let unimplemented = StationStreamClient(
    listen: { _, _ in
      throw DependencyRegistry.unimplemented("StationStreamClient.listen")
    }
  )
}
