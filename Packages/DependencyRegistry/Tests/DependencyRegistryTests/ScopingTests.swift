import DependencyRegistry
import DependencyRegistryTesting
import Testing

@Suite(.dependencies { $0.greetingClient = .constant("suite") })
struct ScopingTests {
  @Test func suiteOverrideReachesTheTest() async throws {
    #expect(try await DependencyValues.current.greetingClient.greet("x") == "suite")
  }

  @Test(.dependencies { $0.greetingClient = .constant("test") })
  func testOverrideWinsOverTheSuiteOverride() async throws {
    #expect(try await DependencyValues.current.greetingClient.greet("x") == "test")
  }

  @Test func overrideHoldsOnlyInsideItsScope() async throws {
    let inside = try await withDependencies {
      $0.greetingClient = .constant("inner")
    } operation: {
      try await DependencyValues.current.greetingClient.greet("x")
    }
    #expect(inside == "inner")
    #expect(try await DependencyValues.current.greetingClient.greet("x") == "suite")
  }

  @Test func synchronousOverrideHoldsOnlyInsideItsScope() async throws {
    let client = withDependencies {
      $0.greetingClient = .constant("synchronous")
    } operation: {
      DependencyValues.current.greetingClient
    }
    #expect(try await client.greet("x") == "synchronous")
    #expect(try await DependencyValues.current.greetingClient.greet("x") == "suite")
  }

  @Test func synchronousOverrideRethrowsWhatTheUpdateThrows() {
    struct Refused: Error {}
    #expect(throws: Refused.self) {
      try withDependencies { _ in
        throw Refused()
      } operation: {
        0
      }
    }
  }

  @Test func overrideReachesChildAndUnstructuredTasks() async throws {
    let seen = try await withDependencies {
      $0.greetingClient = .constant("scoped")
    } operation: {
      async let child = DependencyValues.current.greetingClient.greet("x")
      let grouped = try await withThrowingTaskGroup(of: String.self) { group in
        group.addTask { try await DependencyValues.current.greetingClient.greet("x") }
        return try await group.next() ?? ""
      }
      let unstructured = try await Task {
        try await DependencyValues.current.greetingClient.greet("x")
      }.value
      return [try await child, grouped, unstructured]
    }
    #expect(seen == ["scoped", "scoped", "scoped"])
  }

  @Test func concurrentScopesDoNotSeeEachOther() async throws {
    let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for index in 0..<1000 {
        group.addTask {
          try await withDependencies {
            $0.greetingClient = .constant("value \(index)")
          } operation: {
            await Task.yield()
            return (index, try await DependencyValues.current.greetingClient.greet("x"))
          }
        }
      }
      var results: [Int: String] = [:]
      for try await (index, greeting) in group { results[index] = greeting }
      return results
    }
    #expect(results.count == 1000)
    #expect(results.allSatisfy { $0.value == "value \($0.key)" })
  }
}
