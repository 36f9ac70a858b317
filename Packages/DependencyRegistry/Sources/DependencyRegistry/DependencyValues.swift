/// The dependencies in force: one value per ``DependencyKey``, plus the context that decides what
/// an unset key reads as.
///
/// The current values are task-local (``current``): an override made with
/// ``withDependencies(_:operation:)-(_,()->R)`` holds for its operation and every child task it
/// starts (`async let`, task groups, `Task {}`), and for nothing else. Values are immutable once in
/// force, so reading them is safe from any task or thread.
///
/// Cost of a read: one task-local lookup (a walk of the task's task-local bindings, usually one or
/// two), one dictionary lookup by `ObjectIdentifier`, and one dynamic cast. `Scripts/bench-registry`
/// measures it; stores read their clients once, in their initializers, not on every call.
public struct DependencyValues: Sendable {
  /// The values in force for the current task. Outside any scope: an empty live context.
  @TaskLocal public static var current = DependencyValues(context: .live)

  /// What an unset key reads as.
  public var context: DependencyContext

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Creates an empty set of values in `context`.
  public init(context: DependencyContext) {
    self.context = context
  }

  /// The value for `key`: the one set, or, when none is, the context's default.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value {
        return value
      }
      switch context {
      case .test:
        return Key.testValue
      case .preview:
        return Key.previewValue
      case .live:
        IssueReporter.report(
          "\(Key.self) has no live value: set it in the app's composition root"
            + " (or override it in this test or preview)"
        )
        return Key.testValue
      }
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// Whether `key` has a value set in these values, as opposed to a context default.
  public func isSet<Key: DependencyKey>(_ key: Key.Type) -> Bool {
    storage[ObjectIdentifier(key)] != nil
  }
}
