import DependencyRegistry
import Testing

/// A Swift Testing trait that runs a test or a whole suite in a test context: unset keys read as
/// their test values, overrides given here apply, and misuse (an unimplemented endpoint, a live
/// key read without a value) fails the test that did it, with a message, without crashing.
///
/// ```swift
/// @Suite(.dependencies)
/// struct SunStoreTests { ... }
///
/// @Test(.dependencies { $0.suntimesClient = .preview })
/// func showsPreviewDay() async { ... }
/// ```
public struct DependencyTrait: TestTrait, SuiteTrait, TestScoping {
  private let update: @Sendable (inout DependencyValues) -> Void

  /// Creates the trait with `update` applied on top of the enclosing values.
  public init(_ update: @escaping @Sendable (inout DependencyValues) -> Void) {
    self.update = update
  }

  /// Runs `function` with the test context, the overrides and the Swift Testing reporter in force.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    var values = DependencyValues.current
    values.context = .test
    update(&values)
    let reporter: @Sendable (String) -> Void = { message in
      Issue.record(Comment(rawValue: message))
    }
    try await IssueReporter.$current.withValue(reporter) {
      try await DependencyValues.$current.withValue(values, operation: function)
    }
  }
}

extension Trait where Self == DependencyTrait {
  /// Runs the test or suite in a test context with no overrides.
  public static var dependencies: Self {
    DependencyTrait { _ in }
  }

  /// Runs the test or suite in a test context with the overrides `update` makes.
  public static func dependencies(
    _ update: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> Self {
    DependencyTrait(update)
  }
}
