/// Cuts what mpv sends into lines (one JSON object each), in bounded memory: a line longer than
/// ``maximumLineBytes`` is a broken peer, not a reason to grow without end.
struct MPVLineSplitter {
  /// The longest line accepted, in bytes (mpv's longest answers, a playlist, are far shorter).
  static let maximumLineBytes = 1 << 20

  private var pending: [UInt8] = []

  /// The whole lines `bytes` completes, in order, without their newline; `nil` when a line
  /// grew past ``maximumLineBytes``.
  mutating func lines(adding bytes: some Collection<UInt8>) -> [[UInt8]]? {
    var lines: [[UInt8]] = []
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        lines.append(pending)
        pending.removeAll(keepingCapacity: true)
      } else {
        guard pending.count < Self.maximumLineBytes else { return nil }
        pending.append(byte)
      }
    }
    return lines
  }
}
