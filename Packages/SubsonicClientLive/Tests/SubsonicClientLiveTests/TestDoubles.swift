import Foundation
import HTTPTransport
import Locking
import SubsonicClient
import SubsonicClientLive
import Testing

/// Credentials whose every form the tests look for in errors and descriptions.
enum Secret {
  /// A password with characters that need encoding (`&`, `+`, `=`, non-ASCII).
  static let password = "Tr0ub4dor&3+é=x"
  /// The password's UTF-8 bytes in hex, as `p=enc:` sends it.
  static let passwordHex = Data(password.utf8).map { String(format: "%02x", $0) }.joined()
  /// An OpenSubsonic API key.
  static let apiKey = "ak_7f3a9c2e5b1d4e60"
  /// The user.
  static let user = "alice"
}

/// Records what a fake transport was asked, from any task, and answers by a closure.
final class RequestLog: Sendable {
  private let state = Locked<[HTTPRequest]>([])

  /// Every request sent (through `send` or `download`), in order.
  var requests: [HTTPRequest] { state.withLock { $0 } }
  /// How many requests were sent.
  var count: Int { state.withLock { $0.count } }

  /// A fake transport that logs each request and answers `respond(request)`.
  func transport(
    _ respond: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse
  ) -> HTTPTransport {
    HTTPTransport.fake { request in
      self.state.withLock { $0.append(request) }
      return try respond(request)
    }
  }
}

/// A request's parts, decoded for assertions.
struct SentRequest {
  let request: HTTPRequest

  /// The endpoint: the path's last component (`getAlbum`).
  var endpoint: String { request.url.lastPathComponent }
  /// The path (`/music/rest/getAlbum`).
  var path: String { request.url.path }
  /// Every parameter, in order, decoded.
  var items: [(name: String, value: String)] {
    (URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? [])
      .map { ($0.name, $0.value ?? "") }
  }
  /// The raw, percent-encoded query.
  var rawQuery: String { request.url.query(percentEncoded: true) ?? "" }
  /// The values of `name`, in order.
  func values(_ name: String) -> [String] { items.filter { $0.name == name }.map(\.value) }
  /// The single value of `name`.
  func value(_ name: String) -> String? { values(name).first }
  /// The parameters that are not common to every call (`u`, `t`, `s`, `p`, `apiKey`, `v`,
  /// `c`, `f`), as `name=value`.
  var endpointParameters: [String] {
    let common: Set<String> = ["u", "t", "s", "p", "apiKey", "v", "c", "f"]
    return items.filter { !common.contains($0.name) }.map { "\($0.name)=\($0.value)" }
  }
}

/// Builds live clients over a fake transport.
enum Harness {
  /// The loopback test server's address.
  static let loopback = try! SubsonicServer(string: "http://127.0.0.1:4040")
  /// A remote server over plain http.
  static let plainRemote = try! SubsonicServer(string: "http://music.example.org:4533")
  /// A remote server over TLS.
  static let tlsRemote = try! SubsonicServer(string: "https://music.example.org")

  /// A client for `server` whose transport logs requests into the returned log and answers
  /// with `respond`.
  static func client(
    server: SubsonicServer = loopback,
    credentials: SubsonicCredentials = .password(user: Secret.user, password: Secret.password),
    timeout: Duration = .seconds(30),
    allowsInsecurePasswordAuthentication: Bool = false,
    memory: SubsonicServerMemory = .none,
    respond: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse
  ) -> (SubsonicClient, RequestLog) {
    let log = RequestLog()
    let client = SubsonicClient.live(
      server: server,
      credentials: credentials,
      transport: log.transport(respond),
      timeout: timeout,
      allowsInsecurePasswordAuthentication: allowsInsecurePasswordAuthentication,
      memory: memory)
    return (client, log)
  }

  /// A client that answers every request with the fixture `name`.
  static func client(
    answering name: String, status: Int = 200,
    credentials: SubsonicCredentials = .password(user: Secret.user, password: Secret.password)
  ) throws -> (SubsonicClient, RequestLog) {
    let response = try Fixture.response(name, status: status)
    return client(credentials: credentials) { _ in response }
  }
}

/// The error `body` throws; fails the test when it throws none or another type.
func subsonicError(
  _ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
) async -> SubsonicError? {
  do {
    try await body()
    Issue.record("expected a SubsonicError, got none", sourceLocation: sourceLocation)
    return nil
  } catch let error as SubsonicError {
    return error
  } catch {
    Issue.record("expected a SubsonicError, got \(type(of: error))", sourceLocation: sourceLocation)
    return nil
  }
}

/// A fresh temporary folder for downloads, removed by the caller.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("SubsonicClientLiveTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Answers made in the tests.
enum HTTPResponseStub {
  /// A 200 (or `status`) `application/json` answer with `body`.
  static func json(_ body: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(
      statusCode: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
  }
}
