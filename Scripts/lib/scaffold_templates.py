"""The Swift files `Scripts/new-client` and `Scripts/new-feature` generate.

Client templates use `{{Name}}` (`Weather`), `{{name}}` (`weather`) and `{{host}}` (`weather`),
filled in by `scaffold.render`. Import blocks are built here in swift-format's order, because
where `{{Name}}Client` sorts depends on the name. Feature files are built from the clients the
feature uses (`scaffold.ClientUse`). Every file follows the templates in Packages/
(SuntimesClient, SuntimesClientLive, SuntimesFeature) and passes
`swift format lint --strict --configuration .swiftformat-free-config` for names of 2 to 20
characters.
"""

from __future__ import annotations

import textwrap


def doc(text: str, indent: str = "") -> str:
    """`text` as `///` lines of at most 100 columns, without a final line break."""
    prefix = f"{indent}/// "
    return "\n".join(textwrap.wrap(text, width=100, initial_indent=prefix,
                                    subsequent_indent=prefix, break_long_words=False,
                                    break_on_hyphens=False))


def imports(*modules: str, testable: str | None = None) -> str:
    """An import block sorted as swift-format wants it (byte order), then a blank line."""
    text = "".join(f"import {m}\n" for m in sorted(set(modules)))
    if testable:
        text += f"\n@testable import {testable}\n"
    return text + "\n"


# === the interface package ======================================================================

INTERFACE_MANIFEST = """\
// swift-tools-version: 6.2
import PackageDescription

/// The {{Name}} client's interface: the client, its errors, its registry key, and its test
/// and preview values. No networking: features depend on this, never on the live package.
let package = Package(
  name: "{{Name}}Client",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "{{Name}}Client", targets: ["{{Name}}Client"])
  ],
  dependencies: [
    .package(path: "../DependencyRegistry")
  ],
  targets: [
    .target(
      name: "{{Name}}Client",
      dependencies: [.product(name: "DependencyRegistry", package: "DependencyRegistry")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "{{Name}}ClientTests",
      dependencies: [
        "{{Name}}Client",
        .product(name: "DependencyRegistryTesting", package: "DependencyRegistry"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
"""

CLIENT = """\
/// The {{Name}} service.
///
/// A struct of `@Sendable` closures (the Client Pattern): `live` values come from
/// `{{Name}}ClientLive`, ``{{Name}}ClientKey/testValue`` fails any test that calls it,
/// and ``preview`` answers deterministic data with no network. Every endpoint throws
/// ``{{Name}}Error`` only.
///
/// `fetchGreeting` is the scaffold's example endpoint: replace it with the service's own,
/// here, in the test and preview values, the builders and the live package.
public struct {{Name}}Client: Sendable {
  /// A greeting for `name`, as the service words it.
  public var fetchGreeting: @Sendable (_ name: String) async throws -> String

  /// Creates a client from its endpoints.
  public init(fetchGreeting: @escaping @Sendable (String) async throws -> String) {
    self.fetchGreeting = fetchGreeting
  }
}
"""

ERROR = """\
/// Why a {{Name}} request failed, in terms a person can act on. No case carries a URL.
public enum {{Name}}Error: Error, Sendable, Equatable, CustomStringConvertible {
  /// The client refused an argument before sending anything; what was wrong.
  case invalidArgument(String)
  /// The service answered an HTTP error status.
  case httpStatus(Int)
  /// The answer was not the service's JSON: the HTTP status, and what was found instead.
  case unexpectedResponse(statusCode: Int, found: String)
  /// Nothing answered at the service's address; why.
  case unreachable(String)
  /// No complete answer came within the time budget, in seconds.
  case timedOut(seconds: Double)
  /// The request was cancelled.
  case cancelled

  /// A one-line message that names the cause.
  public var description: String {
    switch self {
    case .invalidArgument(let reason):
      return "invalid argument: \\(reason)"
    case .httpStatus(let status):
      return "the {{Name}} service answered HTTP \\(status)"
    case .unexpectedResponse(let statusCode, let found):
      return "the {{Name}} service answered HTTP \\(statusCode) with \\(found),"
        + " not its JSON"
    case .unreachable(let reason):
      return "the {{Name}} service is unreachable: \\(reason)"
    case .timedOut(let seconds):
      let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      return "the {{Name}} service gave no complete answer within \\(shown) s"
    case .cancelled:
      return "the request to the {{Name}} service was cancelled"
    }
  }

  /// Whether trying the same request again may succeed.
  public var isRetryable: Bool {
    switch self {
    case .unreachable, .timedOut, .cancelled:
      return true
    case .httpStatus(let status), .unexpectedResponse(let status, _):
      return status == 408 || status == 429 || (500...599).contains(status)
    case .invalidArgument:
      return false
    }
  }
}
"""

KEY = """\
/// The registry key of ``{{Name}}Client``: test and preview values here, the live value
/// set by the app's composition root.
public enum {{Name}}ClientKey: DependencyKey {
  /// Every endpoint fails the test that calls it, naming `{{Name}}Client.endpoint`.
  public static let testValue = {{Name}}Client.unimplemented

  /// Deterministic answers with no network.
  public static let previewValue = {{Name}}Client.preview
}

extension DependencyValues {
  /// The ``{{Name}}Client`` in force.
  public var {{name}}Client: {{Name}}Client {
    get { self[{{Name}}ClientKey.self] }
    set { self[{{Name}}ClientKey.self] = newValue }
  }
}
"""

TEST_VALUE = """\
extension {{Name}}Client {
  /// A client whose every endpoint fails the test that calls it, naming
  /// `{{Name}}Client.endpoint`. Tests override the endpoints they expect to be called.
  public static let unimplemented = {{Name}}Client(
    fetchGreeting: { _ in
      throw DependencyRegistry.unimplemented("{{Name}}Client.fetchGreeting")
    }
  )
}
"""

PREVIEW = """\
extension {{Name}}Client {
  /// Deterministic answers for any input, with no network: `Hello, <name>!`, and
  /// `Hello, world!` for an empty name.
  public static let preview = {{Name}}Client(fetchGreeting: { name in
    "Hello, \\(name.isEmpty ? "world" : name)!"
  })

  /// A client that fails every request as an unreachable service would, to preview error
  /// states.
  public static let previewFailing = {{Name}}Client.failing(
    .unreachable("preview: the network is switched off")
  )
}
"""

BUILDERS = """\
extension {{Name}}Client {
  /// A client that answers `greeting` to every request: the smallest double for a test
  /// that needs one answer.
  public static func returning(_ greeting: String) -> {{Name}}Client {
    {{Name}}Client(fetchGreeting: { _ in greeting })
  }

  /// A client whose every endpoint throws `error`.
  public static func failing(_ error: {{Name}}Error) -> {{Name}}Client {
    {{Name}}Client(fetchGreeting: { _ in throw error })
  }
}
"""

INTERFACE_TESTS = """\
@Suite(.dependencies)
struct {{Name}}ClientValuesTests {
  @Test func testValueFailsTheTestNamingTheEndpoint() async {
    let client = DependencyValues.current.{{name}}Client
    await withKnownIssue {
      await #expect(throws: UnimplementedEndpoint(endpoint: "{{Name}}Client.fetchGreeting")) {
        try await client.fetchGreeting("Ada")
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("{{Name}}Client.fetchGreeting is unimplemented")
      }
    }
  }

  @Test func previewIsDeterministic() async throws {
    let client = {{Name}}Client.preview
    #expect(try await client.fetchGreeting("Ada") == "Hello, Ada!")
    #expect(try await client.fetchGreeting("Ada") == "Hello, Ada!")
    #expect(try await client.fetchGreeting("") == "Hello, world!")
  }

  @Test func previewContextReadsThePreviewValue() async throws {
    let values = DependencyValues(context: .preview)
    #expect(try await values.{{name}}Client.fetchGreeting("Ada") == "Hello, Ada!")
    #expect(!values.isSet({{Name}}ClientKey.self))
  }

  @Test func buildersAnswerAndFail() async throws {
    #expect(try await {{Name}}Client.returning("hi").fetchGreeting("Ada") == "hi")
    await #expect(throws: {{Name}}Error.httpStatus(503)) {
      try await {{Name}}Client.failing(.httpStatus(503)).fetchGreeting("Ada")
    }
    let offline = {{Name}}Error.unreachable("preview: the network is switched off")
    await #expect(throws: offline) {
      try await {{Name}}Client.previewFailing.fetchGreeting("Ada")
    }
  }

  @Test(arguments: [
    ({{Name}}Error.invalidArgument("the name is empty"), false),
    (.httpStatus(404), false),
    (.httpStatus(503), true),
    (.unexpectedResponse(statusCode: 200, found: "an HTML page"), false),
    (.unexpectedResponse(statusCode: 502, found: "an HTML page"), true),
    (.unreachable("nothing answered"), true),
    (.timedOut(seconds: 30), true),
    (.cancelled, true),
  ])
  func retryAdviceFollowsTheCause(error: {{Name}}Error, isRetryable: Bool) {
    #expect(error.isRetryable == isRetryable)
    #expect(!error.description.isEmpty)
    #expect(!error.description.contains("\\n"))
  }

  @Test func descriptionsNameTheServiceAndTheCause() {
    #expect(
      {{Name}}Error.httpStatus(404).description == "the {{Name}} service answered HTTP 404")
    #expect(
      {{Name}}Error.timedOut(seconds: 7.5).description
        == "the {{Name}} service gave no complete answer within 7.5 s")
    #expect(
      {{Name}}Error.unexpectedResponse(statusCode: 502, found: "an HTML page").description
        == "the {{Name}} service answered HTTP 502 with an HTML page, not its JSON")
  }
}
"""


# === every package's test entry point ==========================================================

LINUX_MAIN = """\
import Testing

/// The test binary's entry point on Linux (Apple platforms ignore this file): it hands over to
/// Swift Testing, which finds the tests at run time, so SwiftPM skips its XCTest discovery pass.
@main enum LinuxMain {
  static func main() async { await Testing.__swiftPMEntryPoint() as Never }
}
"""
"""Tests/LinuxMain.swift of every package: SwiftPM on Linux builds it as the test binary's `main`
instead of generating an XCTest discovery module and runner (about 3 s of a cold `swift test` on
2 cores). Each package holds the same file; Scripts/tests/test_scaffolding.py checks they match."""


def interface_files(name: str) -> dict[str, str]:
    """Packages/{{Name}}Client: relative path -> template."""
    module = f"{name}Client"
    src = f"Sources/{module}"
    return {
        "Package.swift": INTERFACE_MANIFEST,
        f"{src}/{module}.swift": CLIENT,
        f"{src}/{name}Error.swift": ERROR,
        f"{src}/{module}Key.swift": imports("DependencyRegistry") + KEY,
        f"{src}/{module}+Test.swift": imports("DependencyRegistry") + TEST_VALUE,
        f"{src}/{module}+Preview.swift": PREVIEW,
        f"{src}/{module}+Builders.swift": BUILDERS,
        f"Tests/{module}Tests/{module}ValuesTests.swift": imports(
            "DependencyRegistry", "DependencyRegistryTesting", "Testing", module)
        + INTERFACE_TESTS,
        "Tests/LinuxMain.swift": LINUX_MAIN,
    }


# === the live package ===========================================================================

LIVE_MANIFEST = """\
// swift-tools-version: 6.2
import PackageDescription

/// The live {{Name}} client: the {{Name}} service over the shared HTTP transport. Only the
/// app depends on it.
let package = Package(
  name: "{{Name}}ClientLive",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "{{Name}}ClientLive", targets: ["{{Name}}ClientLive"])
  ],
  dependencies: [
    .package(path: "../{{Name}}Client"),
    .package(path: "../HTTPTransport"),
  ],
  targets: [
    .target(
      name: "{{Name}}ClientLive",
      dependencies: [
        .product(name: "{{Name}}Client", package: "{{Name}}Client"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "{{Name}}ClientLiveTests",
      dependencies: [
        "{{Name}}ClientLive",
        .product(name: "{{Name}}Client", package: "{{Name}}Client"),
        .product(name: "HTTPTransport", package: "HTTPTransport"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
"""

API = """\
/// Where the {{Name}} service lives.
public enum {{Name}}API {
  /// The service's address: a placeholder until the real one replaces it here. The app can
  /// pass another with `live(baseURL:transport:timeout:)`.
  public static let defaultBaseURL = URL(string: "https://{{host}}.example.com/api")!
}
"""

LIVE = """\
extension {{Name}}Client {
  /// A client that asks the {{Name}} service at `baseURL` through `transport`.
  ///
  /// - Parameters:
  ///   - baseURL: The service's address; any query it carries is kept.
  ///   - transport: The HTTP transport; tests pass `HTTPTransport.fake`.
  ///   - timeout: The budget of one request, from start to last byte.
  public static func live(
    baseURL: URL = {{Name}}API.defaultBaseURL,
    transport: HTTPTransport,
    timeout: Duration = .seconds(30)
  ) -> {{Name}}Client {
    {{Name}}Client(fetchGreeting: { name in
      let request = try GreetingRequest.make(baseURL: baseURL, name: name, timeout: timeout)
      let response: HTTPResponse
      do {
        response = try await transport.send(request)
      } catch {
        throw {{Name}}Error(transportFailure: error)
      }
      return try GreetingResponse.greeting(from: response)
    })
  }
}
"""

REQUEST = """\
/// Builds the request of `fetchGreeting`: `GET {baseURL}/greeting?name=<name>`.
///
/// A query already in the base URL is kept, except `name`, which replaces any value it had.
/// The name is percent-encoded whole (`&`, `=`, `+` and spaces included).
enum GreetingRequest {
  /// Characters a query value keeps as they are: RFC 3986's unreserved ones.
  static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// The request for `name`, or an error before anything is sent:
  /// ``{{Name}}Error/invalidArgument(_:)`` for an empty name,
  /// ``{{Name}}Error/unreachable(_:)`` when `baseURL` cannot take a path and a query.
  static func make(
    baseURL: URL,
    name: String,
    timeout: Duration
  ) throws({{Name}}Error) -> HTTPRequest {
    guard !name.isEmpty else { throw .invalidArgument("the name is empty") }
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
      let value = name.addingPercentEncoding(withAllowedCharacters: unreserved)
    else { throw .unreachable("the base URL cannot take a query") }
    let path = components.percentEncodedPath
    components.percentEncodedPath = path + (path.hasSuffix("/") ? "" : "/") + "greeting"
    let kept = (components.percentEncodedQueryItems ?? []).filter { $0.name != "name" }
    components.percentEncodedQueryItems = kept + [URLQueryItem(name: "name", value: value)]
    guard let url = components.url else {
      throw .unreachable("the base URL cannot take a query")
    }
    return HTTPRequest(
      method: .get,
      url: url,
      headers: ["Accept": "application/json"],
      timeout: timeout,
      isIdempotent: true
    )
  }
}
"""

RESPONSE = """\
/// Decodes the answer of `fetchGreeting`: `{"greeting": "..."}` with a 2xx status.
///
/// A non-2xx status is ``{{Name}}Error/httpStatus(_:)``; a 2xx body that is not that JSON
/// is ``{{Name}}Error/unexpectedResponse(statusCode:found:)``, naming what it was, never
/// quoting it.
enum GreetingResponse {
  private struct Body: Decodable {
    let greeting: String
  }

  /// The greeting `response` holds, or why there is none.
  static func greeting(from response: HTTPResponse) throws({{Name}}Error) -> String {
    guard response.head.isSuccess else { throw .httpStatus(response.statusCode) }
    do {
      return try JSONDecoder().decode(Body.self, from: response.body).greeting
    } catch {
      throw .unexpectedResponse(statusCode: response.statusCode, found: found(response))
    }
  }

  /// What a body that is not the expected JSON holds, in a few words.
  static func found(_ response: HTTPResponse) -> String {
    let text = String(decoding: response.body.prefix(1_024), as: UTF8.self)
    guard let first = text.first(where: { !$0.isWhitespace }) else { return "an empty body" }
    switch first {
    case "<":
      return response.head.mediaType == "text/html" ? "an HTML page" : "markup"
    case "{", "[":
      return "JSON that is not a greeting"
    default:
      return "text that is not JSON"
    }
  }
}
"""

TRANSPORT_ERRORS = """\
extension {{Name}}Error {
  /// The {{Name}} error for a failed exchange below the service.
  ///
  /// `unreachable`, `timedOut` and `cancelled` map to their namesakes; every other transport
  /// failure is ``{{Name}}Error/unreachable(_:)`` with its description, which never holds a
  /// URL. A `CancellationError` is ``{{Name}}Error/cancelled``; any other error is
  /// `unreachable`, named by its type only, since its text may hold the URL.
  init(transportFailure error: any Error) {
    guard let transportError = error as? TransportError else {
      if error is CancellationError {
        self = .cancelled
      } else {
        self = .unreachable("the transport failed with \\(type(of: error))")
      }
      return
    }
    switch transportError {
    case .unreachable(let host):
      self = .unreachable("nothing answered at \\(host)")
    case .timedOut(let seconds):
      self = .timedOut(seconds: seconds)
    case .cancelled:
      self = .cancelled
    case .connectionLost, .bodyTooLarge, .redirectRefused, .fileSystem, .other:
      self = .unreachable(transportError.description)
    }
  }
}
"""

LIVE_TEST_DOUBLES = """\
/// Records what a fake transport was asked, from any task.
final class RequestLog: Sendable {
  private let state = Mutex<[HTTPRequest]>([])

  /// Every request sent, in order.
  var requests: [HTTPRequest] { state.withLock { $0 } }

  /// A fake transport that logs each request and answers `respond` to it.
  func transport(
    _ respond: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse
  ) -> HTTPTransport {
    HTTPTransport.fake { request in
      self.state.withLock { $0.append(request) }
      return try respond(request)
    }
  }
}

/// Answers of the service.
enum Answer {
  /// A JSON answer with `status` and `body`.
  static func json(_ body: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(
      statusCode: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
  }

  /// An HTML page with `status`.
  static func html(status: Int) -> HTTPResponse {
    HTTPResponse(
      statusCode: status, headers: ["Content-Type": "text/html; charset=UTF-8"],
      body: Data("<html><head><title>Bad Gateway</title></head></html>".utf8))
  }
}
"""

LIVE_REQUEST_TESTS = """\
/// The request the client sends.
struct RequestTests {
  private func sentRequest(
    baseURL: URL = {{Name}}API.defaultBaseURL,
    name: String = "Ada",
    timeout: Duration = .seconds(30)
  ) async throws -> HTTPRequest {
    let log = RequestLog()
    let client = {{Name}}Client.live(
      baseURL: baseURL,
      transport: log.transport { _ in Answer.json(#"{"greeting":"Hello, Ada!"}"#) },
      timeout: timeout)
    _ = try await client.fetchGreeting(name)
    #expect(log.requests.count == 1)
    return try #require(log.requests.first)
  }

  @Test func requestIsAGetOfGreetingWithTheName() async throws {
    let request = try await sentRequest(timeout: .seconds(12))
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "https://{{host}}.example.com/api/greeting?name=Ada")
    #expect(request.headers["Accept"] == "application/json")
    #expect(request.timeout == .seconds(12))
    #expect(request.isIdempotent)
  }

  @Test func theNameIsPercentEncodedWhole() async throws {
    let request = try await sentRequest(name: "Ada & Bob+1=2 ü")
    #expect(request.url.query == "name=Ada%20%26%20Bob%2B1%3D2%20%C3%BC")
  }

  @Test func queryOfTheBaseURLIsKeptAndTheNameReplaced() async throws {
    let base = try #require(URL(string: "http://127.0.0.1:8080/v1/?key=a%2Fb&name=old"))
    let request = try await sentRequest(baseURL: base)
    #expect(request.url.absoluteString == "http://127.0.0.1:8080/v1/greeting?key=a%2Fb&name=Ada")
  }

  @Test func anEmptyNameIsRefusedBeforeAnythingIsSent() async {
    let log = RequestLog()
    let client = {{Name}}Client.live(transport: log.transport { _ in Answer.json("{}") })
    await #expect(throws: {{Name}}Error.invalidArgument("the name is empty")) {
      try await client.fetchGreeting("")
    }
    #expect(log.requests.isEmpty)
  }
}
"""

LIVE_RESPONSE_TESTS = """\
/// Decoding answers, and answers that are not the service's JSON.
struct ResponseTests {
  private func greeting(answering response: HTTPResponse) async throws -> String {
    let client = {{Name}}Client.live(transport: .fake { _ in response })
    return try await client.fetchGreeting("Ada")
  }

  @Test func decodesTheGreeting() async throws {
    let answer = Answer.json(#"{"greeting":"Hello, Ada!","extra":1}"#)
    #expect(try await greeting(answering: answer) == "Hello, Ada!")
  }

  @Test(arguments: [400, 404, 500, 503])
  func anErrorStatusIsHTTPStatus(status: Int) async {
    await #expect(throws: {{Name}}Error.httpStatus(status)) {
      try await greeting(answering: Answer.json(#"{"error":"nope"}"#, status: status))
    }
  }

  @Test func anHTMLPageIsUnexpected() async {
    await #expect(throws: {{Name}}Error.httpStatus(502)) {
      try await greeting(answering: Answer.html(status: 502))
    }
    let page = HTTPResponse(
      statusCode: 200, headers: ["Content-Type": "text/html"], body: Data("<html/>".utf8))
    let expected = {{Name}}Error.unexpectedResponse(statusCode: 200, found: "an HTML page")
    await #expect(throws: expected) {
      try await greeting(answering: page)
    }
  }

  @Test(arguments: [
    ("", "an empty body"),
    (" \\n\\t", "an empty body"),
    (#"{"greeting":"#, "JSON that is not a greeting"),
    (#"{"greeting":7}"#, "JSON that is not a greeting"),
    (#"["Hello"]"#, "JSON that is not a greeting"),
    ("Service Unavailable", "text that is not JSON"),
  ])
  func aBodyThatIsNotAGreetingIsUnexpected(body: String, found: String) async {
    await #expect(throws: {{Name}}Error.unexpectedResponse(statusCode: 200, found: found)) {
      try await greeting(answering: Answer.json(body))
    }
  }
}
"""

LIVE_TRANSPORT_TESTS = """\
/// Failures below the service, as {{Name}} errors.
struct TransportFailureTests {
  @Test(arguments: [
    (
      TransportError.unreachable(host: "{{host}}.example.com"),
      {{Name}}Error.unreachable("nothing answered at {{host}}.example.com")
    ),
    (.timedOut(seconds: 7.5), .timedOut(seconds: 7.5)),
    (.cancelled, .cancelled),
    (
      .connectionLost(host: "{{host}}.example.com"),
      .unreachable(
        "the connection to {{host}}.example.com was lost before the answer was complete")
    ),
    (.other("TLS handshake failed"), .unreachable("TLS handshake failed")),
  ])
  func transportErrorMapsTo{{Name}}Error(
    transportError: TransportError, expected: {{Name}}Error
  ) async {
    let client = {{Name}}Client.live(transport: .fake { _ in throw transportError })
    await #expect(throws: expected) { try await client.fetchGreeting("Ada") }
  }

  @Test func cancellationErrorFromATransportIsCancelled() async {
    let client = {{Name}}Client.live(transport: .fake { _ in throw CancellationError() })
    await #expect(throws: {{Name}}Error.cancelled) { try await client.fetchGreeting("Ada") }
  }

  @Test func foreignErrorIsUnreachableAndNamedByTypeOnly() async {
    let url = URL(string: "https://{{host}}.example.com/api/greeting?token=SECRET")!
    let foreign = URLError(.badServerResponse, userInfo: [NSURLErrorFailingURLErrorKey: url])
    let client = {{Name}}Client.live(transport: .fake { _ in throw foreign })
    let error = await #expect(throws: {{Name}}Error.self) {
      try await client.fetchGreeting("Ada")
    }
    #expect(error == .unreachable("the transport failed with URLError"))
    #expect(error?.description.contains("SECRET") == false)
  }
}
"""


def live_files(name: str) -> dict[str, str]:
    """Packages/{{Name}}ClientLive: relative path -> template."""
    module, live = f"{name}Client", f"{name}ClientLive"
    src, tests = f"Sources/{live}", f"Tests/{live}Tests"
    test_imports = imports("Foundation", "HTTPTransport", module, live, "Testing")
    return {
        "Package.swift": LIVE_MANIFEST,
        f"{src}/{name}API.swift": imports("Foundation") + API,
        f"{src}/{module}+Live.swift": imports("Foundation", "HTTPTransport", module) + LIVE,
        f"{src}/GreetingRequest.swift": imports("Foundation", "HTTPTransport", module) + REQUEST,
        f"{src}/GreetingResponse.swift": imports("Foundation", "HTTPTransport", module)
        + RESPONSE,
        f"{src}/{name}Error+Transport.swift": imports("HTTPTransport", module) + TRANSPORT_ERRORS,
        f"{tests}/TestDoubles.swift": imports("Foundation", "HTTPTransport", "Synchronization")
        + LIVE_TEST_DOUBLES,
        f"{tests}/RequestTests.swift": test_imports + LIVE_REQUEST_TESTS,
        f"{tests}/ResponseTests.swift": test_imports + LIVE_RESPONSE_TESTS,
        f"{tests}/TransportFailureTests.swift": test_imports + LIVE_TRANSPORT_TESTS,
        "Tests/LinuxMain.swift": LINUX_MAIN,
    }


# === the app's composition root ================================================================

LIVE_WIRING = """\
values.{{name}}Client = .live(
  baseURL: {{Name}}API.defaultBaseURL,
  transport: transport,
  timeout: timeout
)"""


# === the feature package ========================================================================
# Built with plain string formatting from the ClientUse list, not with `{{...}}` templates:
# most of a feature's text depends on how many clients it uses.


def feature_files(name: str, clients: list) -> dict[str, str]:
    """Packages/<name>Feature: relative path -> Swift source (ready, nothing left to fill)."""
    return FeatureWriter(name, clients).files()


class FeatureWriter:
    def __init__(self, name: str, clients: list):
        self.name = name
        self.clients = clients
        self.feature = f"{name}Feature"
        self.store = f"{name}Store"
        self.failure = f"{name}Failure"

    # --- helpers ---

    def modules(self) -> list[str]:
        found: list[str] = []
        for client in self.clients:
            for module in client.imports:
                if module not in found:
                    found.append(module)
        return found

    def request_fields(self) -> list[tuple[str, str, str]]:
        return [f for c in self.clients for f in c.request_fields]

    def sample_request(self, indent: str) -> str:
        """`Request(...)` with every client's sample values."""
        args = [f"{f[0]}: {v}" for c in self.clients
                for f, v in zip(c.request_fields, c.sample_request)]
        if not args:
            return f"{self.store}.Request()"
        one_line = f"{self.store}.Request({', '.join(args)})"
        if len(indent) + len(one_line) + 24 <= 100:
            return one_line
        inner = indent + "  "
        return (f"{self.store}.Request(\n" + ",\n".join(inner + a for a in args) + "\n"
                + indent + ")")

    def clients_named(self, text_for) -> list[str]:
        return [text_for(c) for c in self.clients]

    # --- files ---

    def files(self) -> dict[str, str]:
        src, tests = f"Sources/{self.feature}", f"Tests/{self.feature}Tests"
        modules = self.modules()
        return {
            "Package.swift": self.manifest(),
            f"{src}/{self.store}.swift": imports("DependencyRegistry", "Observation", *modules)
            + self.store_source(),
            f"{src}/{self.store}+State.swift": imports(*modules) + self.state_source(),
            f"{src}/{self.store}+Clients.swift": imports(*modules) + self.clients_source(),
            f"{src}/{self.failure}.swift": imports(*modules) + self.failure_source(),
            f"{tests}/{self.store}Tests.swift": imports(
                "DependencyRegistryTesting", "Observation", self.feature, "Testing", *modules)
            + self.store_tests(),
            f"{tests}/{self.store}RegistryTests.swift": imports(
                "DependencyRegistry", "DependencyRegistryTesting", self.feature, "Testing",
                *modules)
            + self.registry_tests(),
            "Tests/LinuxMain.swift": LINUX_MAIN,
        }

    def manifest(self) -> str:
        dependencies = [f'    .package(path: "../{m}"),' for m in self.modules()]
        dependencies.append('    .package(path: "../DependencyRegistry"),')
        products = [f'        .product(name: "{m}", package: "{m}"),' for m in self.modules()]
        registry = '        .product(name: "DependencyRegistry", package: "DependencyRegistry"),'
        testing = ('        .product(name: "DependencyRegistryTesting", '
                   'package: "DependencyRegistry"),')
        uses = self.client_list()
        return "\n".join([
            "// swift-tools-version: 6.2",
            "import PackageDescription",
            "",
            doc(f"The {self.name} feature: `{self.store}` loads through {uses} and holds what "
                "to show. Interfaces only: never a live package, never networking."),
            "let package = Package(",
            f'  name: "{self.feature}",',
            "  platforms: [.macOS(.v15), .iOS(.v18)],",
            "  products: [",
            f'    .library(name: "{self.feature}", targets: ["{self.feature}"])',
            "  ],",
            "  dependencies: [",
            *dependencies,
            "  ],",
            "  targets: [",
            "    .target(",
            f'      name: "{self.feature}",',
            "      dependencies: [",
            *products,
            registry,
            "      ],",
            "      swiftSettings: [.treatAllWarnings(as: .error)]",
            "    ),",
            "    .testTarget(",
            f'      name: "{self.feature}Tests",',
            "      dependencies: [",
            f'        "{self.feature}",',
            *products,
            registry,
            testing,
            "      ],",
            "      swiftSettings: [.treatAllWarnings(as: .error)]",
            "    ),",
            "  ],",
            "  swiftLanguageModes: [.v6]",
            ")",
            "",
        ])

    def store_source(self) -> str:
        params = ",\n".join(
            f"    {c.registry_name}: {c.module} = DependencyValues.current.{c.registry_name}"
            for c in self.clients)
        doc_params = "\n".join(
            f"  ///   - {c.registry_name}: by default the registry's current "
            f"`{c.registry_name}`, read once, here."
            for c in self.clients)
        assignments = ", ".join(f"{c.case}: {c.registry_name}" for c in self.clients)
        clients_init = f"    clients = Clients({assignments})"
        if len(clients_init) > 100:
            clients_init = ("    clients = Clients(\n"
                            + ",\n".join(f"      {c.case}: {c.registry_name}" for c in self.clients)
                            + "\n    )")
        intro = doc(f"Loads through {self.client_list()} and holds what to show: idle, loading, "
                    "what was loaded, or the failure.")
        return f"""\
{intro}
///
/// The clients are handed in through the initializer, defaulting to the registry's current
/// values, read once. A new ``load(_:)`` supersedes one still running: the older request's
/// task is cancelled and its answer, should it still come, is ignored. Cancelling the task
/// that awaits ``load(_:)`` cancels the request and leaves a cancelled failure that can be
/// retried, never `.loading`.
@MainActor @Observable public final class {self.store} {{
  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last request asked, which ``retry()`` repeats; `nil` before the first ``load(_:)``.
  public private(set) var request: Request?

  @ObservationIgnored private let clients: Clients
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var inFlight: Task<Value, any Error>?

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameters:
{doc_params}
  public init(
{params}
  ) {{
{clients_init}
  }}

  /// Loads what `request` asks for: the state becomes ``State/loading``, then
  /// ``State/loaded(_:)`` or ``State/failed(_:canRetry:)``, unless a newer load started
  /// meanwhile, which then owns the state.
  public func load(_ request: Request) async {{
    inFlight?.cancel()
    generation += 1
    let ticket = generation
    self.request = request
    state = .loading
    let clients = self.clients
    let task = Task {{ try await clients.fetch(request) }}
    inFlight = task
    let result = await withTaskCancellationHandler {{
      await task.result
    }} onCancel: {{
      task.cancel()
    }}
    guard ticket == generation else {{ return }}
    inFlight = nil
    switch result {{
    case .success(let value):
      state = .loaded(value)
    case .failure(let error):
      let failure = error as? {self.failure} ?? .unexpected("\\(type(of: error)): \\(error)")
      state = .failed(failure, canRetry: failure.isRetryable)
    }}
  }}

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {{
    guard let request else {{ return }}
    await load(request)
  }}
}}
"""

    def client_list(self) -> str:
        names = [f"`{c.module}`" for c in self.clients]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    def state_source(self) -> str:
        fields = self.request_fields()
        request_props = "\n".join(
            f"    /// {doc}\n    public var {n}: {t}" for n, t, doc in fields)
        request_params = ", ".join(f"{n}: {t}" for n, t, _ in fields)
        request_assign = "\n".join(f"      self.{n} = {n}" for n, _, _ in fields)
        value_fields = [c.value_field for c in self.clients]
        value_props = "\n".join(f"    /// {doc}\n    public var {n}: {t}" for n, t, doc in value_fields)
        value_params = ", ".join(f"{n}: {t}" for n, t, _ in value_fields)
        value_assign = "\n".join(f"      self.{n} = {n}" for n, _, _ in value_fields)

        def initializer(params: str, assign: str, doc: str) -> str:
            signature = f"    public init({params}) {{"
            if len(signature) > 100:
                parts = params.split(", ")
                signature = ("    public init(\n" + ",\n".join(f"      {p}" for p in parts)
                             + "\n    ) {")
            body = f"\n{assign}\n    " if assign else ""
            return f"    /// {doc}\n{signature}{body}}}"

        request_body = (f"{request_props}\n\n" if fields else
                        "    // No client input yet: add what the feature asks for.\n\n")
        return f"""\
extension {self.store} {{
  /// What the store shows.
  public enum State: Sendable, Equatable {{
    /// Nothing was asked yet.
    case idle
    /// A request is under way.
    case loading
    /// What the last request loaded.
    case loaded(Value)
    /// The last request failed: why, and whether ``{self.store}/retry()`` may succeed
    /// (``{self.failure}/isRetryable``). A cancelled request is
    /// `.failed(.cancelled, canRetry: true)`.
    case failed({self.failure}, canRetry: Bool)
  }}

  /// What a load asks for, as passed to ``{self.store}/load(_:)``.
  public struct Request: Sendable, Hashable {{
{request_body}{initializer(request_params, request_assign, "Creates a request.")}
  }}

  /// What a load brings back: one answer per client.
  public struct Value: Sendable, Equatable {{
{value_props}

{initializer(value_params, value_assign, "Creates a value from the clients' answers.")}
  }}
}}
"""

    def clients_source(self) -> str:
        props = "\n".join(
            f"    /// The `{c.module}` to load with.\n    let {c.case}: {c.module}"
            for c in self.clients)
        steps = []
        for c in self.clients:
            field_name = c.value_field[0]
            steps.append(
                f"      let {field_name} = try await {self.failure}.catching({self.failure}.{c.case}) {{\n"
                f"        try await {c.case}.{c.endpoint}({c.arguments})\n"
                f"      }}")
        steps_text = "\n".join(steps)
        value_args = ", ".join(f"{c.value_field[0]}: {c.value_field[0]}" for c in self.clients)
        value_line = f"      return Value({value_args})"
        if len(value_line) > 100:
            value_line = ("      return Value(\n"
                          + ",\n".join(f"        {c.value_field[0]}: {c.value_field[0]}"
                                       for c in self.clients)
                          + "\n      )")
        return f"""\
extension {self.store} {{
  /// The clients a store loads with, read once when the store is made.
  struct Clients: Sendable {{
{props}

    /// Asks every client in turn; the first failure ends the load.
    func fetch(_ request: Request) async throws({self.failure}) -> Value {{
{steps_text}
{value_line}
    }}
  }}
}}
"""

    def failure_source(self) -> str:
        cases = "\n".join(
            f"  /// `{c.module}` failed with its own error.\n  case {c.case}({c.error})"
            for c in self.clients)
        descriptions = "\n".join(
            f"    case .{c.case}(let error):\n      return error.description"
            for c in self.clients)
        retryable = "\n".join(
            f"    case .{c.case}(let error):\n      return error.isRetryable"
            for c in self.clients)
        return f"""\
/// Why a load of ``{self.store}`` failed: the error of the client that failed, or a
/// cancellation, or an error outside every client's contract.
public enum {self.failure}: Error, Sendable, Equatable, CustomStringConvertible {{
{cases}
  /// The load was cancelled.
  case cancelled
  /// A client threw an error outside its contract (a broken client, an unimplemented test
  /// endpoint); its type and text.
  case unexpected(String)

  /// A one-line message that names the cause.
  public var description: String {{
    switch self {{
{descriptions}
    case .cancelled:
      return "the request was cancelled"
    case .unexpected(let reason):
      return "unexpected \\(reason)"
    }}
  }}

  /// Whether trying the same request again may succeed.
  public var isRetryable: Bool {{
    switch self {{
{retryable}
    case .cancelled, .unexpected:
      return true
    }}
  }}

  /// The answer of `call`, or its error as a ``{self.failure}``: the client's own error
  /// wrapped by `wrap`, a `CancellationError` as ``cancelled``, anything else as
  /// ``unexpected(_:)`` naming it, so that the store shows a failure instead of crashing.
  static func catching<Output, ClientError: Error>(
    _ wrap: (ClientError) -> {self.failure},
    _ call: () async throws -> Output
  ) async throws({self.failure}) -> Output {{
    do {{
      return try await call()
    }} catch let error as ClientError {{
      throw wrap(error)
    }} catch is CancellationError {{
      throw .cancelled
    }} catch {{
      throw .unexpected("\\(type(of: error)): \\(error)")
    }}
  }}
}}
"""

    def preview_value_lines(self, indent: str) -> str:
        """Statements computing `expected`, the Value the preview clients answer."""
        lines = []
        for c in self.clients:
            n = c.value_field[0]
            lines.append(f"{indent}let {n} = try await {c.module}.preview.{c.endpoint}"
                         f"({self.sample_arguments(c)})")
        args = ", ".join(f"{c.value_field[0]}: {c.value_field[0]}" for c in self.clients)
        line = f"{indent}return {self.store}.Value({args})"
        if len(line) > 100:
            line = (f"{indent}return {self.store}.Value(\n"
                    + ",\n".join(f"{indent}  {c.value_field[0]}: {c.value_field[0]}"
                                 for c in self.clients) + f"\n{indent})")
        lines.append(line)
        return "\n".join(lines)

    def sample_arguments(self, client) -> str:
        return ", ".join(f"request.{f[0]}" for f in client.request_fields)

    def preview_clients(self) -> str:
        return ", ".join(f"{c.registry_name}: .preview" for c in self.clients)

    def store_with(self, overrides: dict[str, str], indent: str) -> str:
        """`Store(a: .preview, b: custom)` with the overrides by client case."""
        args = [f"{c.registry_name}: {overrides.get(c.case, '.preview')}" for c in self.clients]
        one_line = f"{self.store}({', '.join(args)})"
        if len(indent) + len(one_line) + 16 <= 100:
            return one_line
        inner = indent + "  "
        return f"{self.store}(\n" + ",\n".join(inner + a for a in args) + f"\n{indent})"

    def gated_client(self, client, var: str, body: str) -> str:
        """Statements making `var`: the client's preview with its endpoint replaced."""
        names = ", ".join(client.closure_parameters)
        params = f" {names} in" if names else ""
        return (f"    var {var} = {client.module}.preview\n"
                f"    {var}.{client.endpoint} = {{{params}\n{body}\n    }}")

    def store_tests(self) -> str:
        first = self.clients[0]
        s, f = self.store, self.failure
        sample = self.sample_request("  ")
        expected = self.preview_value_lines("    ")
        binding = "    let request = self.request\n" if self.request_fields() else ""
        with_gated = self.store_with({first.case: "gated"}, "    ")
        preview_store = self.store_with({}, "    ")
        per_client_failures = []
        for c in self.clients:
            failing = self.store_with({c.case: f".failing({c.retryable_error})"}, "    ")
            final = self.store_with({c.case: f".failing({c.final_error})"}, "    ")
            per_client_failures.append(f"""\
  @Test func {c.case}FailureBecomesFailedWithItsErrorAndRetryAdvice() async {{
    let store = {failing}
    await store.load(request)
    let retryable: {f} = .{c.case}({c.retryable_error})
    expectEqual(store.state, .failed(retryable, canRetry: true))

    let refused = {final}
    await refused.load(request)
    let final: {f} = .{c.case}({c.final_error})
    expectEqual(refused.state, .failed(final, canRetry: false))
  }}
""")
        failures_text = "\n".join(per_client_failures)
        preview_first = f"{first.module}.preview.{first.endpoint}"
        gated = self.gated_client(first, "gated", f"""\
      entered.open()
      await release.wait()
      return try await {preview_first}({self.closure_args(first)})""")
        flaky = self.gated_client(first, "flaky", f"""\
      asked.record(true)
      if asked.values.count == 1 {{ throw {first.error}{first.retryable_error} }}
      return try await {preview_first}({self.closure_args(first)})""")
        slow = self.gated_client(first, "slow", f"""\
      entered.open()
      try await Task.sleep(for: .seconds(30))
      return try await {preview_first}({self.closure_args(first)})""")
        broken = self.gated_client(first, "broken", """\
      throw BrokenClientError()""")
        counted = self.gated_client(first, "counted", f"""\
      asked.record(true)
      return try await {preview_first}({self.closure_args(first)})""")
        superseded = self.gated_client(first, "gated", f"""\
      let isFirst = calls.values.isEmpty
      calls.record(true)
      if isFirst {{
        entered.open()
        await release.wait()
        wasCancelled.record(Task.isCancelled)
        throw {first.error}{first.retryable_error}
      }}
      return try await {preview_first}({self.closure_args(first)})""")
        return f"""\
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct {s}Tests {{
  let request = {sample}

  /// What the preview clients answer for `request`.
  func previewValue() async throws -> {s}.Value {{
{binding}{expected}
  }}

  @Test func loadingGoesFromIdleThroughLoadingToLoaded() async throws {{
    let (entered, release) = (Gate(), Gate())
{gated}
    let store = {with_gated}
    expectEqual(store.state, .idle)
    expectEqual(store.request, nil)

    let request = self.request
    let loading = Task {{ await store.load(request) }}
    await entered.wait()
    expectEqual(store.state, .loading)
    expectEqual(store.request, request)

    release.open()
    await loading.value
    try await expectEqual(store.state, .loaded(previewValue()))
  }}

  @Test func previewClientsLoadTheirPreviewAnswers() async throws {{
    let store = {preview_store}
    await store.load(request)
    guard case .loaded(let value) = store.state else {{
      Issue.record("expected a loaded state, got \\(store.state)")
      return
    }}
    try await expectEqual(value, previewValue())
{self.literal_checks("    ")}  }}

  @Test func stateChangesAreObservable() async {{
    let store = {preview_store}
    let changes = Recorder<Bool>()
    withObservationTracking {{
      _ = store.state
    }} onChange: {{
      changes.record(true)
    }}
    await store.load(request)
    expectEqual(changes.values, [true])
  }}

{failures_text}
  @Test func retryAfterFailureRepeatsTheRequestAndSucceeds() async throws {{
    let asked = Recorder<Bool>()
{flaky}
    let store = {self.store_with({first.case: "flaky"}, "    ")}
    await store.load(request)
    let failure: {f} = .{first.case}({first.retryable_error})
    expectEqual(store.state, .failed(failure, canRetry: true))

    await store.retry()
    try await expectEqual(store.state, .loaded(previewValue()))
    expectEqual(asked.values.count, 2)
    expectEqual(store.request, request)
  }}

  @Test func retryBeforeAnyLoadDoesNothing() async {{
    let asked = Recorder<Bool>()
{counted}
    let store = {self.store_with({first.case: "counted"}, "    ")}
    await store.retry()
    expectEqual(store.state, .idle)
    #expect(asked.values.isEmpty)
  }}

  @Test func supersedingLoadWinsEvenWhenTheFirstAnswersLast() async throws {{
    let (entered, release) = (Gate(), Gate())
    let calls = Recorder<Bool>()
    let wasCancelled = Recorder<Bool>()
{superseded}
    let store = {with_gated}
    let request = self.request
    let first = Task {{ await store.load(request) }}
    await entered.wait()

    await store.load(request)
    let expected = {s}.State.loaded(try await previewValue())
    expectEqual(store.state, expected)

    release.open()
    await first.value
    expectEqual(store.state, expected)
    expectEqual(wasCancelled.values, [true])
  }}

  @Test func cancellingTheLoadLeavesACancelledFailureThatCanBeRetried() async {{
    let entered = Gate()
{slow}
    let store = {self.store_with({first.case: "slow"}, "    ")}
    let request = self.request
    let loading = Task {{ await store.load(request) }}
    await entered.wait()
    loading.cancel()
    await loading.value
    expectEqual(store.state, .failed(.cancelled, canRetry: true))
  }}

  @Test func errorOutsideTheClientsContractBecomesAFailureNotACrash() async {{
    struct BrokenClientError: Error {{}}
{broken}
    let store = {self.store_with({first.case: "broken"}, "    ")}
    await store.load(request)
    guard case .failed(.unexpected(let reason), let canRetry) = store.state else {{
      Issue.record("expected a failed state, got \\(store.state)")
      return
    }}
    #expect(reason.contains("BrokenClientError"))
    #expect(canRetry)
  }}
}}
"""

    def closure_args(self, client) -> str:
        """The endpoint's arguments inside a replacement closure: its own parameters."""
        return ", ".join(client.closure_parameters)

    def literal_checks(self, indent: str) -> str:
        """Assertions of known preview answers, for clients whose preview is a literal."""
        lines = []
        for c in self.clients:
            if c.endpoint == "fetchGreeting":
                lines.append(f'{indent}expectEqual(value.{c.value_field[0]}, "Hello, Ada!")')
        return "".join(line + "\n" for line in lines)

    def registry_tests(self) -> str:
        s = self.store
        first = self.clients[0]
        if len(self.clients) == 1:
            trait = f"@Test(.dependencies {{ $0.{first.registry_name} = .preview }})"
        else:
            trait = ("@Test(\n    .dependencies {\n"
                     + "\n".join(f"      $0.{c.registry_name} = .preview" for c in self.clients)
                     + "\n    })")
        scoped = "\n".join(f"      $0.{c.registry_name} = .preview" for c in self.clients)
        return f"""\
@MainActor
struct {s}RegistryTests {{
  let request = {self.sample_request("  ")}

  {trait}
  func storeReadsTheClientsFromTheRegistryWhenNoneIsPassed() async throws {{
    let store = {s}()
    await store.load(request)
    guard case .loaded = store.state else {{
      Issue.record("expected a loaded state, got \\(store.state)")
      return
    }}
  }}

  @Test(.dependencies)
  func plainTestContextGivesTheStoreUnimplementedClients() async {{
    let store = {s}()
    await withKnownIssue {{
      await store.load(request)
    }} matching: {{ issue in
      issue.comments.contains {{
        $0.rawValue.contains("{first.module}.{first.endpoint} is unimplemented")
      }}
    }}
    guard case .failed(.unexpected(let reason), _) = store.state else {{
      Issue.record("expected a failed state, got \\(store.state)")
      return
    }}
    #expect(reason.contains("{first.module}.{first.endpoint} is unimplemented"))
  }}

  @Test(.dependencies)
  func storeReadsTheRegistryOnceAtInit() async {{
    let store = withDependencies {{
{scoped}
    }} operation: {{
      {s}()
    }}
    // Outside the scope the registry holds unimplemented clients; the store kept its own.
    await store.load(request)
    guard case .loaded = store.state else {{
      Issue.record("expected a loaded state, got \\(store.state)")
      return
    }}
  }}
}}
"""
