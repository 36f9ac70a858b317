/// How far a `download` has come.
public struct TransferProgress: Sendable, Hashable {
  /// Bytes written to the destination so far.
  public var receivedBytes: Int64
  /// The total, when the server sent a length (transcoded streams have none).
  public var expectedBytes: Int64?

  /// Creates a progress report.
  public init(receivedBytes: Int64, expectedBytes: Int64? = nil) {
    self.receivedBytes = receivedBytes
    self.expectedBytes = expectedBytes
  }

  /// The fraction done, 0...1, when the total is known.
  public var fraction: Double? {
    guard let expectedBytes, expectedBytes > 0 else { return nil }
    return min(1, Double(receivedBytes) / Double(expectedBytes))
  }
}
