import Foundation
import HTTPTransport
import Synchronization
import Testing

@testable import SunsonicCLI

/// `--verbose`: one line per HTTP exchange, never the query (it carries credentials).
struct VerboseTests {
  let secretURL = URL(
    string:
      "http://127.0.0.1:4040/music/rest/getArtists?u=ada&t=26719a1196d2a940705a59634eb18eab&s=c19b2d&p=enc:736573616d65&f=json"
  )!

  @Test func aLineHasMethodPathStatusAndDurationButNoQuery() async throws {
    let lines = Mutex<[String]>([])
    let transport = HTTPTransport.fake { _ in
      try await Task.sleep(for: .milliseconds(20))
      return HTTPResponse(statusCode: 200, body: Data("{}".utf8))
    }
    .logging(to: { line in lines.withLock { $0.append(line) } })
    _ = try await transport.send(HTTPRequest(url: secretURL))
    let logged = try #require(lines.withLock { $0 }.first)
    let match = try #require(logged.wholeMatch(of: /GET \/music\/rest\/getArtists 200 (\d+) ms\n/))
    #expect(Int(match.1)! >= 20)
    for secret in ["?", "u=", "ada", "26719a", "c19b2d", "736573", "127.0.0.1", "http"] {
      #expect(!logged.contains(secret), "\(secret)")
    }
  }

  @Test func failuresAndDownloadsAreLoggedToo() async throws {
    let lines = Mutex<[String]>([])
    let failing = HTTPTransport.fake { _ in throw TransportError.unreachable(host: "127.0.0.1") }
      .logging(to: { line in lines.withLock { $0.append(line) } })
    await #expect(throws: TransportError.self) {
      _ = try await failing.send(HTTPRequest(method: .post, url: secretURL))
    }
    let folder = try temporaryFolder()
    let downloading = HTTPTransport.fake { _ in
      HTTPResponse(statusCode: 200, headers: ["Content-Type": "audio/mpeg"], body: Data([1, 2]))
    }
    .logging(to: { line in lines.withLock { $0.append(line) } })
    var request = HTTPRequest(url: secretURL)
    request.url = URL(string: "http://h/rest/download?id=1&p=secret")!
    _ = try await downloading.download(
      DownloadRequest(request: request, destination: folder.appendingPathComponent("x")))
    let logged = lines.withLock { $0 }
    #expect(logged.count == 2)
    #expect(logged[0].hasPrefix("POST /music/rest/getArtists failed "))
    #expect(
      logged[0].hasSuffix(
        " ms (cannot connect to 127.0.0.1: is the server running and the address right?)\n"))
    #expect(logged[1].wholeMatch(of: /GET \/rest\/download 200 \d+ ms\n/) != nil)
    #expect(!logged.joined().contains("secret"))
  }

  @Test @MainActor func verboseMusicCommandLogsTheLiveExchangesWithoutCredentials() async {
    let recorder = ConsoleRecorder()
    let code = await runSunsonicLive(
      ["artists", "--verbose", "--timeout", "2"],
      environment: [
        "SUBSONIC_URL": "http://127.0.0.1:1", "SUBSONIC_USER": "zqx-user",
        "SUBSONIC_PASSWORD": "open-sesame-123",
      ],
      console: recorder.console)
    #expect(code == .unavailable)
    let lines = recorder.err.split(separator: "\n")
    #expect(lines.count >= 2)
    for line in lines.dropLast() {
      #expect(
        line.wholeMatch(
          of: /GET \/rest\/getArtists failed \d+ ms \(cannot connect to 127.0.0.1:1: .*\)/) != nil,
        "\(line)")
    }
    #expect(lines.last?.hasPrefix("sunsonic: the Subsonic server is unreachable") == true)
    for secret in ["open-sesame", "zqx-user", "&t=", "&s=", "?u=", "f=json"] {
      #expect(!recorder.err.contains(secret), "\(secret)")
    }
  }

  @Test @MainActor func withoutVerboseNothingIsLogged() async {
    let recorder = ConsoleRecorder()
    _ = await runSunsonicLive(
      ["ping", "--timeout", "2"],
      environment: [
        "SUBSONIC_URL": "http://127.0.0.1:1", "SUBSONIC_USER": "ada", "SUBSONIC_PASSWORD": "pw",
      ],
      console: recorder.console)
    #expect(recorder.err.split(separator: "\n").count == 1)
    #expect(!recorder.err.contains("/rest/"))
  }
}
