import Foundation
import SunsonicCLI

// Ctrl-C cancels the running command (its requests and partial files are cleaned up by the
// cancellation), then the process exits 130.
signal(SIGINT, SIG_IGN)
let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
let work = Task { @MainActor in
  await Sunsonic.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    console: .standard
  )
}
interrupt.setEventHandler { work.cancel() }
interrupt.resume()
let code = await work.value
exit(work.isCancelled ? ExitCode.interrupted.rawValue : code.rawValue)
