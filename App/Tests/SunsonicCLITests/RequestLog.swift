import Synchronization

/// The requests a test's client was asked, in order, each as the test writes it
/// (`getArtists 4`).
final class RequestLog: Sendable {
  private let entries = Mutex<[String]>([])

  /// Everything noted so far.
  var requests: [String] { entries.withLock { $0 } }

  /// Notes one request.
  func note(_ request: String) {
    entries.withLock { $0.append(request) }
  }
}
