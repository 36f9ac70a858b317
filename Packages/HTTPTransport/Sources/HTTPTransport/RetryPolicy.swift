import Foundation

/// When and how long ``HTTPTransport/retrying(_:)`` waits before sending a request again.
///
/// Only idempotent requests are retried, only after ``TransportError/unreachable(host:)``,
/// ``TransportError/connectionLost(host:)`` or a 429, 502, 503 or 504 answer, and never past the
/// request's `timeout`: the attempts and the waits between them share that one budget.
public struct RetryPolicy: Sendable {
  /// How many times a request is sent at most, the first time included (1 disables retries).
  public var maxAttempts: Int
  /// The wait before the second attempt; it doubles before each further one.
  public var baseDelay: Duration
  /// The longest wait computed from `baseDelay`, whatever the attempt.
  public var maximumDelay: Duration
  /// How much of each computed wait is random, from 0 (none) to 1: a wait `d` becomes a random
  /// value between `d × (1 - jitter)` and `d`, so that clients do not retry in step.
  public var jitter: Double
  /// Waits for a duration; tests inject one that returns at once. Throwing (on cancellation)
  /// ends the retries with ``TransportError/cancelled``.
  public var sleep: @Sendable (Duration) async throws -> Void
  /// The current time, to read a `Retry-After` given as an HTTP date.
  public var now: @Sendable () -> Date

  /// The answers worth asking again: rate limited, or a gateway or server briefly down.
  static let retryableStatusCodes: Set<Int> = [429, 502, 503, 504]

  /// Creates a policy; the defaults make 3 attempts, waiting about 0.25 s then 0.5 s.
  public init(
    maxAttempts: Int = 3,
    baseDelay: Duration = .milliseconds(250),
    maximumDelay: Duration = .seconds(8),
    jitter: Double = 0.5,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.maxAttempts = maxAttempts
    self.baseDelay = baseDelay
    self.maximumDelay = maximumDelay
    self.jitter = jitter
    self.sleep = sleep
    self.now = now
  }

  /// The wait after failed attempt number `attempt` (1 for the first), before jitter is applied:
  /// `baseDelay × 2^(attempt - 1)`, at most `maximumDelay`.
  public func backoff(afterAttempt attempt: Int) -> Duration {
    let doublings = min(max(attempt - 1, 0), 30)
    let delay = baseDelay * (1 << doublings)
    return min(delay, maximumDelay)
  }

  /// The wait after failed attempt number `attempt`, with jitter applied.
  func jitteredBackoff(afterAttempt attempt: Int) -> Duration {
    let delay = backoff(afterAttempt: attempt)
    let jitter = min(max(self.jitter, 0), 1)
    guard jitter > 0 else { return delay }
    return delay * (1 - jitter * Double.random(in: 0..<1))
  }

  /// The wait a `Retry-After` value asks for: whole seconds (`120`) or an HTTP date
  /// (`Wed, 21 Oct 2015 07:28:00 GMT`), measured from `now`. A date in the past means no wait;
  /// a value that is neither gives `nil`.
  public static func retryAfter(_ value: String, now: Date) -> Duration? {
    let value = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(value) { return .seconds(max(seconds, 0)) }
    guard let date = httpDate(value) else { return nil }
    let interval = date.timeIntervalSince(now)
    return interval > 0 ? .milliseconds(Int((interval * 1000).rounded(.up))) : .zero
  }

  /// Parses the preferred HTTP date format of RFC 9110 (IMF-fixdate), the one servers send.
  private static func httpDate(_ value: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.date(from: value)
  }
}
