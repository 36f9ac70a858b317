import DependencyRegistry

extension SuntimesClient {
  /// A client whose every endpoint fails the test that calls it, naming `SuntimesClient.endpoint`.
  /// Tests override the endpoints they expect to be called.
  public static let unimplemented = SuntimesClient(
    fetchSunrise: { _, _ in throw DependencyRegistry.unimplemented("SuntimesClient.fetchSunrise") },
    fetchSunset: { _, _ in throw DependencyRegistry.unimplemented("SuntimesClient.fetchSunset") },
    fetchSolarDay: { _, _ in
      throw DependencyRegistry.unimplemented("SuntimesClient.fetchSolarDay")
    }
  )
}
