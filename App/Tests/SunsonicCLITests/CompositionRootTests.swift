import DependencyRegistry
import Synchronization
import Testing

@testable import SunsonicCLI

/// The composition root must wire every client any command reads: a forgotten one is a failing
/// test here, never a silent fallback in the shipped app.
@MainActor
struct CompositionRootTests {
  /// Every service points at a closed port, so each command fails fast after reading its clients.
  let unreachable = [
    "SUNTIMES_API_URL": "http://127.0.0.1:1/json",
    "SUBSONIC_URL": "http://127.0.0.1:1",
    "SUBSONIC_USER": "composition-test",
    "SUBSONIC_PASSWORD": "not-a-real-password",
  ]

  @Test func everyCommandHasAnExampleToCheck() {
    for command in Sunsonic.commands {
      #expect(!command.examples.isEmpty, "\(command.name) has no example")
    }
  }

  @Test(arguments: Sunsonic.commands.flatMap(\.examples))
  func everyClientACommandReadsIsWired(example: [String]) async {
    let reports = Mutex<[String]>([])
    let recorder = ConsoleRecorder()
    let reporter: @Sendable (String) -> Void = { message in reports.withLock { $0.append(message) }
    }
    let code = await IssueReporter.$current.withValue(reporter) {
      await Sunsonic.run(
        arguments: example + ["--timeout", "1"],
        environment: unreachable,
        console: recorder.console
      )
    }
    let unwired = reports.withLock { $0 }
    #expect(unwired.isEmpty, "sunsonic \(example.joined(separator: " ")): \(unwired)")
    #expect(code != .internalError, "\(recorder.err)")
  }

  @Test func previewNeedsNoServer() async {
    let recorder = ConsoleRecorder()
    let code = await Sunsonic.run(
      arguments: [
        "sun", "--lat", "69.6492", "--lng", "18.9553", "--date", "2026-06-21", "--preview",
      ],
      environment: [:],
      console: recorder.console
    )
    #expect(code == .success)
    #expect(recorder.out.contains("none: the sun is up all day (midnight sun)"))
  }
}
