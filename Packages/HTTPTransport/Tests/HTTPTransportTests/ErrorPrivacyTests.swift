import Foundation
import HTTPTransport
import Testing

@Suite("Errors never show the URL")
struct ErrorPrivacyTests {
  @Test(arguments: TransportKind.allCases)
  func errorsNeverContainTheQuery(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let server = try LoopbackServer { request, _ in
      switch request.target.split(separator: "?").first ?? "" {
      case "/stall": return .stall
      case "/reset": return .reset(after: 10, body: patternedBytes(2_000))
      case "/short": return .short(declared: 2_000, body: patternedBytes(10))
      case "/big": return .answer(status: 200, body: patternedBytes(10_000))
      default: return .answer(status: 302, headers: ["Location": "http://127.0.0.2/?p=secret"])
      }
    }
    defer { server.stop() }
    let closed = try ClosedPort()
    defer { closed.release() }
    let folder = try ScratchFolder()
    defer { folder.remove() }

    @Sendable func request(_ url: URL) -> HTTPRequest {
      let stalls = url.path == "/stall"
      return HTTPRequest(
        url: url, timeout: stalls ? .milliseconds(300) : .seconds(10), maximumBodySize: 5_000)
    }
    var failures: [@Sendable () async throws -> Void] = [
      "/stall", "/reset", "/short", "/big", "/redirect",
    ].map { path in
      { _ = try await transport.send(request(server.url("\(path)?u=admin&p=secret"))) }
    }
    failures.append {
      _ = try await transport.send(
        request(closed.url("/rest?p=secret")))
    }
    failures.append {
      _ = try await transport.send(request(URL(string: "gopher://127.0.0.1:1/rest?p=secret")!))
    }
    failures.append {
      let stall = transport.send
      let task = Task {
        try await stall(HTTPRequest(url: server.url("/stall?p=secret"), timeout: .seconds(10)))
      }
      try await Task.sleep(for: .milliseconds(100))
      task.cancel()
      _ = try await task.value
    }
    failures.append {
      _ = try await transport.download(
        DownloadRequest(
          request: request(server.url("/reset?p=secret")),
          destination: folder.url.appendingPathComponent("song.flac")))
    }

    var seen: [TransportError] = []
    for failure in failures {
      let error = await #expect(throws: TransportError.self) { try await failure() }
      guard let error else { continue }
      seen.append(error)
      for text in [
        "\(error)", String(reflecting: error), error.localizedDescription,
        (error as NSError).description,
      ] {
        #expect(!text.contains("secret"), "\(text)")
        #expect(!text.contains("admin"), "\(text)")
      }
    }
    #expect(seen.count == failures.count)
    #expect(
      seen.map(\.kind) == [
        "timedOut", "connectionLost", "connectionLost", "bodyTooLarge", "redirectRefused",
        "unreachable", "other", "cancelled", "connectionLost",
      ])
  }
}

extension TransportError {
  /// The case's name, without its values.
  fileprivate var kind: String {
    String(describing: Mirror(reflecting: self).children.first?.label ?? "\(self)")
  }
}
