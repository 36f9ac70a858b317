import Foundation
import HTTPTransport
import Locking
import SuntimesClient
import Testing

/// Records what a fake transport was asked, from any task.
final class RequestLog: Sendable {
  private let state = Locked<(requests: [HTTPRequest], cancelled: Int)>(([], 0))

  /// Every request sent, in order.
  var requests: [HTTPRequest] { state.withLock { $0.requests } }
  /// How many requests were sent.
  var count: Int { state.withLock { $0.requests.count } }
  /// How many requests saw their task cancelled.
  var cancelled: Int { state.withLock { $0.cancelled } }
  /// The `date` parameter of every request, in order.
  var dates: [String] {
    requests.map { request in
      URLComponents(url: request.url, resolvingAgainstBaseURL: false)?
        .queryItems?.first { $0.name == "date" }?.value ?? "?"
    }
  }

  func record(_ request: HTTPRequest) { state.withLock { $0.requests.append(request) } }
  func recordCancellation() { state.withLock { $0.cancelled += 1 } }

  /// A fake transport that logs each request and answers `respond(n)` to the n-th (from 1).
  func transport(
    _ respond: @escaping @Sendable (Int) throws -> HTTPResponse
  ) -> HTTPTransport {
    HTTPTransport.fake { request in
      let number = self.state.withLock { state in
        state.requests.append(request)
        return state.requests.count
      }
      return try respond(number)
    }
  }

  /// A fake transport that logs each request, then holds it until `gate` opens (answering
  /// `response`) or its task is cancelled (throwing `TransportError.cancelled`).
  func transport(held gate: Gate, answering response: HTTPResponse) -> HTTPTransport {
    HTTPTransport.fake { request in
      self.record(request)
      guard await gate.wait() else {
        self.recordCancellation()
        throw TransportError.cancelled
      }
      return response
    }
  }
}

/// A gate that holds tasks until it opens; a held task also leaves when it is cancelled.
final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var lastID = 0
    var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
  }
  private let state = Locked(State())

  /// Waits until the gate opens (`true`) or the task is cancelled (`false`).
  func wait() async -> Bool {
    let id = state.withLock { state in
      state.lastID += 1
      return state.lastID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let answer: Bool? = state.withLock { state in
          if state.isOpen { return true }
          if Task.isCancelled { return false }
          state.waiting[id] = continuation
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(returning: false)
    }
  }

  /// Opens the gate for every task held now and later.
  func open() {
    let held = state.withLock { state in
      state.isOpen = true
      defer { state.waiting = [:] }
      return Array(state.waiting.values)
    }
    for continuation in held { continuation.resume(returning: true) }
  }
}

/// Waits until `condition` holds, checking every millisecond for at most `limit`; whether it did.
func eventually(
  within limit: Duration = .seconds(5), _ condition: @Sendable () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + limit
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return condition()
}

/// The places and days of the recorded answers.
enum Sample {
  static let toronto = try! Coordinate(latitude: 43.6532, longitude: -79.3832)
  static let tromso = try! Coordinate(latitude: 69.6492, longitude: 18.9553)
  static let auckland = try! Coordinate(latitude: -36.8485, longitude: 174.7633)
  static let midsummer = try! CalendarDate(parsing: "2026-06-21")
  static let midwinter = try! CalendarDate(parsing: "2026-12-21")
  static let newYear = try! CalendarDate(parsing: "2026-01-01")

  /// The instant an ISO 8601 UTC text names, parsed by Foundation (not the client's parser).
  static func utc(_ text: String) throws -> Date {
    try Date(text + "Z", strategy: .iso8601)
  }
}
