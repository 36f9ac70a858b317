import Foundation

// The bridge between libFuzzer and Swift concurrency, shared by every fuzz target.
//
// How the targets link: `swiftc -sanitize=fuzzer,address` links the toolchain's
// libclang_rt.fuzzer, whose archive member with `main` is pulled in (and needs
// `LLVMFuzzerTestOneInput`), but SwiftPM links executables with `--defsym main=<Module>_main`,
// so the program starts in the target's own `main.swift`. That file calls `Fuzzer.main`, which
// hands control to libFuzzer through `LLVMFuzzerRunDriver`. (`-parse-as-library` does not work
// with SwiftPM executables: no `<Module>_main` is emitted and the link fails.)
//
// How async code runs: libFuzzer calls back on the main thread, one input at a time, and wants
// the input done when the callback returns. Hopping to the cooperative pool and back costs a
// thread wake-up per hop (milliseconds on a busy machine), so every job runs inline on the
// main thread instead: the global executor's jobs through `swift_task_enqueueGlobal_hook`, the
// main actor's jobs by draining the main dispatch queue. A target that never finishes spins
// here until libFuzzer's `-timeout` alarm (delivered to the main thread) reports it.

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs a fuzz target.
public enum Fuzzer {
  /// The target's body, set once by ``main(_:)`` before libFuzzer starts.
  nonisolated(unsafe) fileprivate static var body: (@MainActor @Sendable (Data) async -> Void)?

  /// Hands the process to libFuzzer, which calls `body` with each input (on the main actor,
  /// every job of the input run inline) and exits with its own status.
  public static func main(_ body: @escaping @MainActor @Sendable (Data) async -> Void) -> Never {
    InlineExecutor.install()
    Fuzzer.body = body
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runDriver(&argc, &argv) { testOneInput($0, $1) })
  }

  /// Stops the process the way libFuzzer reports a crash, saving the input: for a broken
  /// promise that is not itself a crash (an internal error, an error of the wrong type).
  public static func fail(
    _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
  ) -> Never {
    FileHandle.standardError.write(Data("fuzz target: \(message())\n".utf8))
    fatalError("fuzz finding", file: file, line: line)
  }
}

/// Inputs holding these bytes fail on purpose (`SUNSONIC_FUZZ_CANARY`): how Scripts/tests
/// checks that a finding stops the run, saves the input and is reported.
private let canary = ProcessInfo.processInfo.environment["SUNSONIC_FUZZ_CANARY"].flatMap {
  $0.isEmpty ? nil : Data($0.utf8)
}

/// libFuzzer's entry point, also what libclang_rt.fuzzer's own `main` refers to.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let body = Fuzzer.body else { fatalError("Fuzzer.main has not started") }
  let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  if let canary, data.range(of: canary) != nil {
    Fuzzer.fail("the canary (SUNSONIC_FUZZ_CANARY) is in the input")
  }
  InlineExecutor.run { await body(data) }
  return 0
}

/// Runs the jobs of Swift concurrency on the thread that waits for them.
enum InlineExecutor {
  private typealias Original = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void
  private typealias DrainMainQueue = @convention(c) (UnsafeMutableRawPointer?) -> Void

  private static let queue = JobQueue()
  nonisolated(unsafe) private static var drainMainQueue: DrainMainQueue?

  /// Routes the global executor's jobs to the inline queue; finds libdispatch's main-queue
  /// drain (what CoreFoundation's run loop calls).
  static func install() {
    let handle = dlopen(nil, RTLD_NOW)
    guard let hook = dlsym(handle, "swift_task_enqueueGlobal_hook"),
      let drain = dlsym(handle, "_dispatch_main_queue_callback_4CF")
    else { fatalError("the Swift concurrency hook or the main-queue drain is missing") }
    drainMainQueue = unsafeBitCast(drain, to: DrainMainQueue.self)
    hook.assumingMemoryBound(to: Hook?.self).pointee = { job, _ in InlineExecutor.queue.push(job) }
  }

  /// Starts `body` on the main actor and runs jobs until it has returned.
  static func run(_ body: @escaping @MainActor @Sendable () async -> Void) {
    guard let drainMainQueue else { fatalError("InlineExecutor.install() was not called") }
    let finished = Flag()
    Task { @MainActor in
      await body()
      finished.set()
    }
    // Rounds without a global job: main-queue jobs leave no trace here, so the loop spins a
    // while before it starts sleeping between rounds.
    var idleRounds = 0
    while !finished.isSet {
      if let job = queue.pop(waiting: idleRounds > 10_000) {
        job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
        idleRounds = 0
      } else {
        drainMainQueue(nil)
        idleRounds += 1
      }
    }
  }

  private final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var head = 0

    func push(_ job: UnownedJob) {
      condition.lock()
      jobs.append(job)
      condition.signal()
      condition.unlock()
    }

    /// The next job; when `waiting`, first waits up to a millisecond for one (a job can come
    /// from another thread, e.g. a timer).
    func pop(waiting: Bool) -> UnownedJob? {
      condition.lock()
      defer { condition.unlock() }
      if head == jobs.count, waiting {
        _ = condition.wait(until: Date(timeIntervalSinceNow: 0.001))
      }
      guard head < jobs.count else { return nil }
      let job = jobs[head]
      head += 1
      if head == jobs.count {
        jobs.removeAll(keepingCapacity: true)
        head = 0
      }
      return job
    }
  }

  private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
  }
}
