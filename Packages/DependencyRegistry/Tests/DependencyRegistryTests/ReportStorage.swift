import Locking

/// A thread-safe list of reported messages.
final class ReportStorage: Sendable {
  private let messages = Locked<[String]>([])

  var reports: [String] { messages.withLock { $0 } }

  func append(_ message: String) {
    messages.withLock { $0.append(message) }
  }
}
