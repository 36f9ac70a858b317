import Observation

/// Tasks a screen started and that have not finished, counted from the key that started them
/// (a store shows `loading` only once its task runs): for tests, which wait for 0.
@MainActor @Observable
final class PendingWork {
  /// The tasks started and not finished.
  private(set) var count = 0

  /// Runs `work` in a task, counted until it ends.
  func run(_ work: @escaping @MainActor () async -> Void) {
    count += 1
    Task {
      await work()
      count -= 1
    }
  }
}
