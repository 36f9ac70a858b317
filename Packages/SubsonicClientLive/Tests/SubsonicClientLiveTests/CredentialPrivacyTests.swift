import DependencyRegistryTesting
import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// No credential (the password, its hex, a token, a salt, the API key) ever leaves in an error,
/// whatever path produced it, even when the server or the transport echoes the request's URL.
struct CredentialPrivacyTests {
  /// A way to fail, given the request that was sent.
  struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    var server: SubsonicServer = Harness.loopback
    let respond: @Sendable (SentRequest) throws -> HTTPResponse
    var testDescription: String { name }
  }

  /// Every query parameter of a request, echoed as a server might in an error.
  private static func echo(_ request: SentRequest) -> String {
    "\(request.request.url.absoluteString) "
      + request.items.map { "\($0.name)=\($0.value)" }
      .joined(separator: " ")
  }

  private struct URLCarryingError: Error, CustomStringConvertible {
    let url: String
    var description: String { "request to \(url) failed" }
  }

  static let scenarios: [Scenario] = [
    Scenario(name: "API error echoing the request") { request in
      HTTPResponseStub.json(
        #"{"subsonic-response":{"status":"failed","error":{"code":40,"message":"bad: \#(echo(request)) \#(request.value("u") == nil ? "" : Secret.password)"}}}"#
      )
    },
    Scenario(name: "API error 0 echoing the request") { request in
      HTTPResponseStub.json(
        #"{"subsonic-response":{"status":"failed","error":{"code":0,"message":"\#(echo(request))"}}}"#
      )
    },
    Scenario(name: "HTML page titled with the URL") { request in
      HTTPResponse(
        statusCode: 200, headers: ["Content-Type": "text/html"],
        body: Data("<html><title>\(echo(request))</title></html>".utf8))
    },
    Scenario(name: "plain text echoing the URL") { request in
      HTTPResponse(
        statusCode: 200, headers: ["Content-Type": "text/plain"], body: Data(echo(request).utf8))
    },
    Scenario(name: "XML error echoing the URL") { request in
      let message = echo(request).replacingOccurrences(of: "&", with: "&amp;")
      return HTTPResponse(
        statusCode: 200, headers: ["Content-Type": "text/xml"],
        body: Data(
          #"<subsonic-response status="failed"><error code="0" message="\#(message)"/></subsonic-response>"#
            .utf8))
    },
    Scenario(name: "transport message with the URL") { request in
      throw TransportError.other("failed: \(echo(request))")
    },
    Scenario(name: "foreign error with the URL") { request in
      throw URLCarryingError(url: request.request.url.absoluteString)
    },
    Scenario(name: "unreachable") { _ in throw TransportError.unreachable(host: "127.0.0.1:4040") },
    Scenario(name: "timed out") { _ in throw TransportError.timedOut(seconds: 3) },
    Scenario(name: "cancelled") { _ in throw TransportError.cancelled },
    Scenario(name: "connection lost") { _ in
      throw TransportError.connectionLost(host: "127.0.0.1:4040")
    },
    Scenario(name: "body too large") { _ in throw TransportError.bodyTooLarge(limit: 1 << 20) },
    Scenario(name: "redirect refused") { _ in
      throw TransportError.redirectRefused(fromHost: "127.0.0.1:4040", toHost: "evil.example.net")
    },
    Scenario(name: "file system") { _ in
      throw TransportError.fileSystem(path: "/tmp/x", reason: "Permission denied")
    },
    Scenario(name: "unknown method 404") { _ in
      try Fixture.response("unknown-method-404.json", status: 404)
    },
    Scenario(name: "HTTP 500") { _ in HTTPResponse(statusCode: 500) },
    Scenario(name: "truncated JSON") { _ in try Fixture.response("truncated.json") },
    Scenario(name: "missing field") { _ in
      HTTPResponseStub.json(#"{"subsonic-response":{"status":"ok","album":{"name":"x"}}}"#)
    },
    Scenario(name: "tokens refused, plain http remote", server: Harness.plainRemote) { _ in
      try Fixture.response("token-refused-error-10.json")
    },
    Scenario(name: "tokens refused, then the password echoed") { request in
      if request.value("t") != nil { return try Fixture.response("token-refused-error-10.json") }
      return HTTPResponseStub.json(
        #"{"subsonic-response":{"status":"failed","error":{"code":40,"message":"\#(echo(request))"}}}"#
      )
    },
  ]

  /// Every textual form of `error`.
  private static func forms(of error: SubsonicError) -> [String] {
    var dumped = ""
    dump(error, to: &dumped)
    var forms = [
      error.description, String(describing: error), String(reflecting: error), "\(error)",
      error.localizedDescription, dumped,
    ]
    if case .api(let apiError) = error {
      forms += [apiError.description, String(reflecting: apiError), apiError.message ?? ""]
    }
    return forms
  }

  /// The values `text` gives to a credential parameter (`p=…`, `t=…`, `s=…`, `apiKey=…`) that
  /// are not `<redacted>`.
  private static func credentialValues(in text: String) -> [String] {
    var found: [String] = []
    let characters = Array(text)
    for name in ["apiKey", "p", "t", "s"] {
      let pattern = Array(name + "=")
      var index = 0
      while index + pattern.count <= characters.count {
        let atBoundary =
          index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
        if atBoundary, Array(characters[index..<index + pattern.count]) == pattern {
          let rest = String(characters[(index + pattern.count)...])
          let value = rest.prefix { !$0.isWhitespace && !"&\"'".contains($0) }
          if !value.isEmpty, value != "<redacted>" { found.append("\(name)=\(value)") }
        }
        index += 1
      }
    }
    return found
  }

  @Test(arguments: scenarios, [true, false])
  func noErrorCarriesACredential(scenario: Scenario, usesAPIKey: Bool) async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let credentials: SubsonicCredentials =
      usesAPIKey ? .apiKey(Secret.apiKey) : .password(user: Secret.user, password: Secret.password)
    let (client, log) = Harness.client(server: scenario.server, credentials: credentials) {
      try scenario.respond(SentRequest(request: $0))
    }
    var errors: [SubsonicError] = []
    let calls: [@Sendable () async throws -> Void] = [
      { _ = try await client.ping() },
      { _ = try await client.getAlbum("al-1") },
      { try await client.star(.song("so-1")) },
      { _ = try await client.download("so-1", folder.appendingPathComponent("a.mp3")) { _ in } },
      { _ = try await client.stream("so-1", .original) { _ in } },
      { _ = try await client.getCoverArt("3", 64) },
    ]
    for call in calls {
      do {
        try await call()
      } catch let error as SubsonicError {
        errors.append(error)
      } catch {
        Issue.record("expected a SubsonicError, got \(type(of: error))")
      }
    }
    // Every call fails, except those the scenario's answer satisfies (an ok envelope is all
    // that ping and star need).
    #expect(errors.count >= calls.count - 2)

    // What the requests carried: the scan below must look for real values.
    var secrets = [Secret.password, Secret.passwordHex, Secret.apiKey]
    for request in log.requests.map(SentRequest.init) {
      for name in ["t", "s", "p", "apiKey"] { secrets += request.values(name) }
    }
    // An API key is never sent over plain http to a remote host: then nothing leaves at all.
    let sendsNothing = usesAPIKey && !scenario.server.protectsPasswords
    #expect(sendsNothing ? log.count == 0 : log.count > 0)
    for request in log.requests {
      #expect(secrets.contains { request.url.absoluteString.contains($0) })
    }

    for error in errors {
      for form in Self.forms(of: error) {
        for secret in secrets where !secret.isEmpty {
          #expect(!form.contains(secret), "\(scenario.name): \(form)")
        }
        #expect(Self.credentialValues(in: form) == [], "\(scenario.name): \(form)")
      }
    }
  }

  @Test func invalidArgumentsAndTheServerDescriptionCarryNoCredential() async throws {
    let (client, _) = try Harness.client(answering: "ping.json")
    let errors = [
      await subsonicError { try await client.setRating("so-1", 9) },
      await subsonicError { try await client.star(StarTarget()) },
    ]
    for case let error? in errors {
      for form in Self.forms(of: error) {
        #expect(!form.contains(Secret.password))
        #expect(!form.contains(Secret.passwordHex))
      }
    }
    #expect(!Harness.loopback.description.contains("alice"))
  }

  @Test func theRedactorRemovesParametersItDoesNotKnow() {
    let text = "GET /rest/ping?u=bob&t=abc123&s=salty&p=enc:41&apiKey=k1 s=x; items=3 f=json"
    let redacted = CredentialRedactor.redactParameters(text)
    #expect(
      redacted
        == "GET /rest/ping?u=bob&t=<redacted>&s=<redacted>&p=<redacted>&apiKey=<redacted> s=<redacted> items=3 f=json"
    )
    // Idempotent, and an empty value stays empty.
    #expect(CredentialRedactor.redactParameters(redacted) == redacted)
    #expect(CredentialRedactor.redactParameters("p=&t= ok") == "p=&t= ok")
  }

  @Test func aSecretGoesWholeEvenWhereItHoldsWhatEndsAParameterValue() {
    let redactor = CredentialRedactor(secrets: ["open sesame", "sesame", "k&y"])
    #expect(
      redactor.redact("bad p=open sesame&key=k&y, again: sesame.")
        == "bad p=<redacted>&key=<redacted>, again: <redacted>.")
  }

  @Test func overlappingSecretsGoAsOneAndNoneIsCutByAParameterName() {
    let overlapping = CredentialRedactor(secrets: ["bcd", "ab"])
    #expect(overlapping.redact("xabcdx abx") == "x<redacted>x <redacted>x")
    // A secret starting inside `p=` is matched whole, not cut at the name's end.
    let startsInTheName = CredentialRedactor(secrets: ["=abc def"])
    #expect(startsInTheName.redact("p=abc def!") == "p<redacted>!")
  }

  @Test func aSecretGoesInItsComposedAndDecomposedForms() {
    let composed = "caf\u{E9} cr\u{E8}me"
    let decomposed = "cafe\u{301} cre\u{300}me"
    for (secret, echoed) in [(composed, decomposed), (decomposed, composed)] {
      let redacted = CredentialRedactor(secrets: [secret]).redact("bad password \(echoed).")
      #expect(
        Array(redacted.utf8) == Array("bad password <redacted>.".utf8),
        "\(Array(secret.unicodeScalars))")
    }
  }

  /// Texts built at random from secrets, credential parameters and what ends or borders them
  /// (quotes, `&`, spaces, non-ASCII letters; not `#`, where ``credentialValues(in:)`` does not
  /// end a value): none keeps a secret or a parameter's value.
  @Test func generatedTextsKeepNoSecretAndNoCredentialValue() {
    // Overlapping secrets (6875, 875x), and pieces that make one only side by side (687, 5).
    let secrets = ["hunter 2", "6875", "875x", "t0ken", "salt&pepper", "pässwörd"]
    let redactor = CredentialRedactor(secrets: secrets)
    let pieces =
      secrets + [
        "p=", "t=", "s=", "apiKey=", "password=", "&", " ", "\"", "'", "é", "x", "9", "\u{A0}",
        "=", "687", "5", "pa\u{308}sswo\u{308}rd",
      ]
    var generator = SeededGenerator(seed: 0x5EC7E7)
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 1...12, using: &generator))
        .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
      let redacted = redactor.redact(text)
      for secret in secrets { #expect(!redacted.contains(secret), "\(text) -> \(redacted)") }
      #expect(Self.credentialValues(in: redacted) == [], "\(text) -> \(redacted)")
      #expect(redactor.redact(redacted) == redacted, "\(text)")
    }
  }
}
