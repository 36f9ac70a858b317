import SubsonicClient
import Testing

@testable import SunsonicCLI

/// Subsonic failures become one line and the documented exit code, never a credential.
@MainActor
struct MusicErrorTests {
  @Test(arguments: [
    (
      SubsonicError.api(SubsonicAPIError(code: .wrongCredentials, message: "Wrong username")),
      Int32(77)
    ),
    (.api(SubsonicAPIError(code: .notAuthorized)), 77),
    (.api(SubsonicAPIError(code: .invalidAPIKey)), 77),
    (.api(SubsonicAPIError(code: .tokenAuthenticationNotSupported)), 77),
    (.httpStatus(401), 77),
    (.insecurePasswordAuthentication(host: "music.example"), 77),
    (.invalidArgument("rating must be 0...5"), 64),
    (.cancelled, 130),
    (.api(SubsonicAPIError(code: .notFound, message: "Album not found")), 66),
    (.api(SubsonicAPIError(code: .generic, message: "Invalid ID")), 69),
    (.api(SubsonicAPIError(code: .missingParameter)), 69),
    (.httpStatus(500), 69),
    (.unexpectedResponse(statusCode: 200, found: "an HTML page"), 69),
    (.notSupported(endpoint: "getBookmarks"), 69),
    (.itemNotFound(kind: "cover art", item: "al-5"), 66),
    (.unreachable("nothing answered at 127.0.0.1"), 69),
    (.timedOut(seconds: 1), 69),
    (.fileSystem(path: "/x", reason: "disk full"), 73),
  ])
  func exitCodes(error: SubsonicError, code: Int32) {
    let failure = ErrorTranslation.failure(for: error)
    #expect(failure.exitCode.rawValue == code, "\(error)")
    #expect(failure.message == error.description)
    #expect(!failure.message.contains("\n"))
  }

  @Test(arguments: [
    (
      SubsonicError.api(SubsonicAPIError(code: .wrongCredentials, message: "Wrong password")),
      Int32(77)
    ),
    (.unreachable("nothing answered at 127.0.0.1"), 69),
    (.timedOut(seconds: 2), 69),
    (.api(SubsonicAPIError(code: .notFound, message: "Artist not found")), 66),
    (.itemNotFound(kind: "song", item: "s-1"), 66),
    (.cancelled, 130),
  ])
  func everyCommandReportsAFailureAsOneLine(error: SubsonicError, code: Int32) async {
    // `ui` without a terminal says so (64) before it asks the server anything; its panes show a
    // failure in place (the features' snapshots, test_e2e_ui_server).
    let examples = Sunsonic.musicCommands.filter { $0.name != "ui" }.map { $0.examples[0] }
    for example in examples {
      let run = await runSunsonic(example, with: musicValues(.failing(error)))
      #expect(run.code.rawValue == code, "\(example): \(run.err)")
      #expect(run.out.isEmpty, "\(example)")
      #expect(run.err.hasPrefix("sunsonic: "), "\(example)")
      #expect(run.err.filter { $0 == "\n" }.count == 1, "\(example): \(run.err)")
      #expect(run.err.contains(error.description), "\(example): \(run.err)")
    }
  }
}
