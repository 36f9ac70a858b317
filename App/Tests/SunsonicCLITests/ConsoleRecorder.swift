import DependencyRegistry
import Synchronization

@testable import SunsonicCLI

/// Captures what a command writes, for assertions.
final class ConsoleRecorder: Sendable {
  private let output = Mutex(("", ""))

  var out: String { output.withLock { $0.0 } }
  var err: String { output.withLock { $0.1 } }

  var console: Console {
    Console(
      out: { text in self.output.withLock { $0.0 += text } },
      err: { text in self.output.withLock { $0.1 += text } }
    )
  }
}

/// Runs `sunsonic` in-process with `values` as its dependencies.
@MainActor
func runSunsonic(
  _ arguments: [String],
  with values: DependencyValues = DependencyValues(context: .test),
  environment: [String: String] = [:]
) async -> (code: ExitCode, out: String, err: String) {
  let recorder = ConsoleRecorder()
  let code = await Sunsonic.run(
    arguments: arguments,
    environment: environment,
    console: recorder.console,
    dependencies: { _ in values }
  )
  return (code, recorder.out, recorder.err)
}
