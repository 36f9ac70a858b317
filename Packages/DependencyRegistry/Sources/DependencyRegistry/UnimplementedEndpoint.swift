/// The error an unimplemented endpoint of a test value throws, after reporting an issue that
/// names it.
public struct UnimplementedEndpoint: Error, Equatable, Sendable, CustomStringConvertible {
  /// The endpoint that was called, as `Client.endpoint`.
  public let endpoint: String

  /// Creates the error for `endpoint`.
  public init(endpoint: String) {
    self.endpoint = endpoint
  }

  /// A one-line description naming the endpoint.
  public var description: String {
    "\(endpoint) is unimplemented: override it in this test"
  }
}

/// Reports that `endpoint` (written `Client.endpoint`) was called without being overridden, and
/// returns the error for the endpoint to throw.
///
/// ```swift
/// static let testValue = SuntimesClient(
///   fetchSunrise: { _, _ in throw unimplemented("SuntimesClient.fetchSunrise") }, ...)
/// ```
public func unimplemented(_ endpoint: String) -> UnimplementedEndpoint {
  let error = UnimplementedEndpoint(endpoint: endpoint)
  IssueReporter.report(error.description)
  return error
}
