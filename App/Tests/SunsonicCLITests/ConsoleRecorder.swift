import DependencyRegistry
import DependencyRegistryTesting
import Synchronization

@testable import SunsonicCLI

/// Captures what a command writes, for assertions.
final class ConsoleRecorder: Sendable {
  private let output = Mutex(("", ""))
  /// Whether the console says standard error is a terminal.
  let errorIsTerminal: Bool
  /// What standard input holds.
  let input: String?

  init(errorIsTerminal: Bool = false, input: String? = nil) {
    self.errorIsTerminal = errorIsTerminal
    self.input = input
  }

  var out: String { output.withLock { $0.0 } }
  var err: String { output.withLock { $0.1 } }

  var console: Console {
    let input = self.input
    return Console(
      out: { text in self.output.withLock { $0.0 += text } },
      err: { text in self.output.withLock { $0.1 += text } },
      readInput: { input },
      errorIsTerminal: errorIsTerminal
    )
  }
}

/// Runs `sunsonic` in-process with `values` as its dependencies.
@MainActor
func runSunsonic(
  _ arguments: [String],
  with values: DependencyValues = DependencyValues(context: .test),
  environment: [String: String] = [:],
  errorIsTerminal: Bool = false
) async -> (code: ExitCode, out: String, err: String) {
  let recorder = ConsoleRecorder(errorIsTerminal: errorIsTerminal)
  let code = await Sunsonic.run(
    arguments: arguments,
    environment: environment,
    console: recorder.console,
    dependencies: { _ in values }
  )
  return (code, recorder.out, recorder.err)
}

/// Runs `sunsonic` in-process on the composition root's live clients, as the app does, except
/// that every wait (the transport's between retries included) returns at once and is added to
/// `waits`: no test waits on the wall clock.
@MainActor
func runSunsonicLive(
  _ arguments: [String], environment: [String: String], console: Console,
  waits: Recorder<Duration> = Recorder()
) async -> ExitCode {
  let sleeper = Sleeper { duration in
    waits.record(duration)
    try Task.checkCancellation()
  }
  return await Sunsonic.run(
    arguments: arguments, environment: environment, console: console,
    dependencies: { invocation throws(CommandFailure) in
      try CompositionRoot.dependencies(for: invocation, sleeper: sleeper)
    })
}
