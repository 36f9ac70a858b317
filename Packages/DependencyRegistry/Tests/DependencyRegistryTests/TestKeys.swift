import DependencyRegistry
import DependencyRegistryTesting

/// A tiny client in the Client Pattern's shape, for the registry's own tests.
struct GreetingClient: Sendable {
  var greet: @Sendable (String) async throws -> String
}

enum GreetingClientKey: DependencyKey {
  static let testValue = GreetingClient(greet: { _ in
    throw unimplemented("GreetingClient.greet")
  })
  static let previewValue = GreetingClient(greet: { "Hello, \($0) (preview)" })
}

extension DependencyValues {
  var greetingClient: GreetingClient {
    get { self[GreetingClientKey.self] }
    set { self[GreetingClientKey.self] = newValue }
  }
}

extension GreetingClient {
  static func constant(_ text: String) -> GreetingClient {
    GreetingClient(greet: { _ in text })
  }
}

/// Collects reports for tests that check what the registry reports.
final class ReportCollector: Sendable {
  private let storage = Recorder<String>()

  var reports: [String] { storage.values }

  func collect<R>(_ operation: () async throws -> R) async rethrows -> R {
    let reporter: @Sendable (String) -> Void = { [storage] in storage.record($0) }
    return try await IssueReporter.$current.withValue(reporter, operation: operation)
  }
}
