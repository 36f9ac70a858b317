import Foundation
import HTTPTransport
import Locking
import SubsonicClient
import SubsonicClientLive
import Testing

/// One request per command: what a run learns of a server (it refuses tokens; it speaks an older
/// API) is remembered, and the next run asks right the first time. A repeated request says why.
struct ServerMemoryTests {
  /// A memory held in a dictionary, as the app's file holds it.
  final class Notebook: Sendable {
    let entries = Locked<[String: SubsonicServerMemory.Recollection]>([:])

    var memory: SubsonicServerMemory {
      SubsonicServerMemory(
        recall: { server, user in
          self.entries.withLock { $0["\(server) \(user ?? "-")"] } ?? .init()
        },
        remember: { server, user, recollection in
          self.entries.withLock { $0["\(server) \(user ?? "-")"] = recollection }
        })
    }

    func recollection(_ user: String? = Secret.user) -> SubsonicServerMemory.Recollection? {
      entries.withLock { $0["\(Harness.loopback.description) \(user ?? "-")"] }
    }
  }

  static let ok = HTTPResponseStub.json(
    #"{"subsonic-response":{"status":"ok","version":"1.16.1"}}"#)
  static let refused10 = HTTPResponseStub.json(
    #"{"subsonic-response":{"status":"failed","version":"1.16.1","error":{"code":10,"message":"Missing parameter: 'p'"}}}"#
  )
  static let wrongPassword = HTTPResponseStub.json(
    #"{"subsonic-response":{"status":"failed","version":"1.16.1","error":{"code":40,"message":"Wrong username or password"}}}"#
  )

  /// Answers error 30 (in `version`) to any `v` above `version`, ok otherwise.
  static func speaking(_ version: String) -> @Sendable (HTTPRequest) -> HTTPResponse {
    { request in
      let asked = SentRequest(request: request).value("v") ?? ""
      guard asked.compare(version, options: .numeric) == .orderedDescending else { return ok }
      return HTTPResponseStub.json(
        #"{"subsonic-response":{"status":"failed","version":"\#(version)","error":{"code":30,"message":"Incompatible Subsonic REST protocol version. Server must upgrade."}}}"#
      )
    }
  }

  @Test func aRefusalOfTokensIsLearntOnceAndTheNextRunSendsThePasswordAtOnce() async throws {
    let notebook = Notebook()
    let refusing: @Sendable (HTTPRequest) -> HTTPResponse = { request in
      SentRequest(request: request).value("t") != nil ? Self.refused10 : Self.ok
    }
    let (first, firstLog) = Harness.client(memory: notebook.memory, respond: refusing)
    _ = try await first.ping()
    #expect(firstLog.count == 2)
    #expect(
      firstLog.requests.map(\.note) == [
        nil, "the server refused tokens: asked again with the password",
      ])
    #expect(notebook.recollection() == .init(refusesTokens: true))
    let (second, secondLog) = Harness.client(memory: notebook.memory, respond: refusing)
    _ = try await second.ping()
    _ = try await second.ping()
    #expect(secondLog.count == 2, "one request per command")
    #expect(secondLog.requests.allSatisfy { SentRequest(request: $0).value("p") != nil })
  }

  @Test func aRememberedPasswordFormThatIsRefusedIsForgotten() async throws {
    let notebook = Notebook()
    notebook.memory.remember(Harness.loopback.description, Secret.user, .init(refusesTokens: true))
    let (client, log) = Harness.client(memory: notebook.memory) { _ in Self.wrongPassword }
    let error = await subsonicError { _ = try await client.ping() }
    #expect(error?.isAuthenticationFailure == true)
    #expect(log.count == 1)
    #expect(notebook.recollection() == .init(refusesTokens: false))
  }

  @Test func anOlderServerIsAskedAgainInItsVersionAndThatIsRemembered() async throws {
    let notebook = Notebook()
    let (first, firstLog) = Harness.client(
      memory: notebook.memory, respond: Self.speaking("1.12.0"))
    _ = try await first.ping()
    #expect(firstLog.requests.map { SentRequest(request: $0).value("v") } == ["1.16.1", "1.12.0"])
    #expect(firstLog.requests.last?.note?.hasPrefix("the server speaks API 1.12.0") == true)
    #expect(notebook.recollection() == .init(apiVersion: "1.12.0"))
    let (second, secondLog) = Harness.client(
      memory: notebook.memory, respond: Self.speaking("1.12.0"))
    _ = try await second.ping()
    #expect(secondLog.requests.map { SentRequest(request: $0).value("v") } == ["1.12.0"])
  }

  @Test(arguments: ["99.0.0", "1.16.1", "1.12.0; rm", "", "1.x", "12345.1"])
  func aVersionThatIsNotAnOlderVersionIsNotAdopted(version: String) async {
    let notebook = Notebook()
    let answer = HTTPResponseStub.json(
      #"{"subsonic-response":{"status":"failed","version":"\#(version)","error":{"code":30}}}"#)
    let (client, log) = Harness.client(memory: notebook.memory) { _ in answer }
    let error = await subsonicError { _ = try await client.ping() }
    guard case .api(let apiError)? = error else {
      Issue.record("expected error 30, got \(String(describing: error))")
      return
    }
    #expect(apiError.code == .serverMustUpgrade)
    #expect(log.count == 1, "no second request for \(version.debugDescription)")
    #expect(notebook.recollection() == nil)
  }

  @Test func aRecalledVersionThatIsNotOlderIsIgnored() async throws {
    for recalled in ["2.0.0", "garbage", "1.16.1"] {
      let notebook = Notebook()
      notebook.memory.remember(
        Harness.loopback.description, Secret.user, .init(apiVersion: recalled))
      let (client, log) = Harness.client(memory: notebook.memory) { _ in Self.ok }
      _ = try await client.ping()
      #expect(log.requests.map { SentRequest(request: $0).value("v") } == ["1.16.1"], "\(recalled)")
    }
  }
}
