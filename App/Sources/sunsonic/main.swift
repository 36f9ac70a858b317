import Foundation
import SunsonicCLI

// Ctrl-C (SIGINT), SIGTERM and SIGHUP cancel the running command (its requests and partial files
// are cleaned up by the cancellation); the process then exits 128 + the signal's number.
let console = Console.standard  // first: it holds closed standard streams open on /dev/null
let work = Task { @MainActor in
  await Sunsonic.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    console: console
  )
}
let sources = [SIGINT, SIGTERM, SIGHUP].map { number in
  signal(number, SIG_IGN)
  let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
  source.setEventHandler {
    ReceivedSignal.record(number)
    work.cancel()
  }
  source.resume()
  return source
}
let code = await work.value
withExtendedLifetime(sources) {}  // the handlers live until the command is done
let signalled = ReceivedSignal.number
exit(signalled != 0 ? 128 + signalled : code.rawValue)
