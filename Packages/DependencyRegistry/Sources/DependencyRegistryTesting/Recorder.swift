import Locking

/// A thread-safe list of what a mock saw, in order, for assertions.
public final class Recorder<Value: Sendable>: Sendable {
  private let storage = Locked<[Value]>([])

  /// Creates an empty recorder.
  public init() {}

  /// Everything recorded so far.
  public var values: [Value] { storage.withLock { $0 } }

  /// Records `value`.
  public func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }
}
