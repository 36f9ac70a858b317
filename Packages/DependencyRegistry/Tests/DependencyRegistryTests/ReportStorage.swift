import Synchronization

/// A thread-safe list of reported messages.
final class ReportStorage: Sendable {
  private let messages = Mutex<[String]>([])

  var reports: [String] { messages.withLock { $0 } }

  func append(_ message: String) {
    messages.withLock { $0.append(message) }
  }
}
