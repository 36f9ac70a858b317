import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `whoami` signed in with an API key asks `tokenInfo` whose key it is, then shows that user.
@MainActor
struct WhoamiTokenInfoTests {
  private struct Server {
    let log = RequestLog()
    var requests: [String] { log.requests }

    func client(_ base: SubsonicClient = .inMemory()) -> SubsonicClient {
      var client = base
      let log = log
      client.tokenInfo = {
        log.note("tokenInfo")
        return try await base.tokenInfo()
      }
      client.getUser = { name in
        log.note("getUser \(name)")
        return try await base.getUser(name)
      }
      return client
    }
  }

  private let key = ["SUBSONIC_API_KEY": "ak-test", "HOME": "/nonexistent"]

  @Test func anAPIKeysOwnerIsAskedThenShown() async throws {
    let server = Server()
    let run = await runSunsonic(
      ["whoami", "--json"], with: musicValues(server.client()), environment: key)
    #expect(run.code == .success, "\(run.err)")
    #expect(server.requests == ["tokenInfo", "getUser preview"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    #expect(object["username"] as? String == "preview")
  }

  @Test func aUserGivenIsShownWithoutAsking() async {
    let server = Server()
    let run = await runSunsonic(
      ["whoami", "--user", "guest"], with: musicValues(server.client()), environment: key)
    #expect(run.code == .success, "\(run.err)")
    #expect(server.requests == ["getUser guest"])
  }

  @Test func withoutTokenInfoTheConfiguredUserIsShown() async {
    let server = Server()
    let classic = server.client(.classicServer(.inMemory()))
    let run = await runSunsonic(
      ["whoami"], with: musicValues(classic),
      environment: key.merging(["SUBSONIC_USER": "guest"]) { $1 })
    #expect(run.code == .success, "\(run.err)")
    #expect(server.requests == ["tokenInfo", "getUser guest"])
    let alone = await runSunsonic(["whoami"], with: musicValues(classic), environment: key)
    #expect(alone.code == .unavailable)
    #expect(alone.err == "sunsonic: the Subsonic server does not support tokenInfo\n")
  }

  @Test func aPasswordUserIsNeverAskedAbout() async {
    let server = Server()
    let run = await runSunsonic(
      ["whoami"], with: musicValues(server.client()),
      environment: ["SUBSONIC_USER": "guest", "HOME": "/nonexistent"])
    #expect(run.code == .success, "\(run.err)")
    #expect(server.requests == ["getUser guest"])
  }
}
