#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value behind a `pthread_mutex`, with the same `withLock` as `Synchronization.Mutex`.
///
/// Why not `Mutex`: on Linux its contended path runs inside the toolchain's uninstrumented
/// Synchronization library, so the thread sanitizer cannot see the lock and reports every
/// contended access as a race (measured: 3 reports in 3 runs of eight tasks sharing one
/// `Mutex`; none with this type). `Scripts/test` runs the packages under the thread sanitizer,
/// so shared state here uses a lock it can see. The cost is one allocation per lock.
public final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates a lock guarding `value`.
  public init(_ value: sending Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value and returns its result.
  public func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
