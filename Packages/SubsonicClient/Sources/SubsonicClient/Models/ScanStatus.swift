/// Whether the server is scanning its music folders (`startScan`, `getScanStatus`).
public struct ScanStatus: Sendable, Hashable {
  /// Whether a scan is running.
  public var scanning: Bool
  /// How many files the scan has seen, when the server says.
  public var count: Int?

  /// Creates a status.
  public init(scanning: Bool, count: Int? = nil) {
    self.scanning = scanning
    self.count = count
  }
}
