import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// The user administration endpoints on the specification's example answers, and the new
/// password: sent hex-encoded, never in an error.
struct OpenSubsonicUserExampleTests {
  private typealias Example = OpenSubsonicExample

  /// `getUsers`' page has no example: `getUser`'s user, in a `users` list of two.
  @Test func getUsersReadsEachUserAsGetUserDoes() async throws {
    let user = """
      {"folder":[1,3],"username":"sindre","email":"sindre@activeobjects.no",
      "scrobblingEnabled":"true","adminRole":"false","settingsRole":"true","downloadRole":"true",
      "uploadRole":"false","playlistRole":"true","coverArtRole":"true","commentRole":"true",
      "podcastRole":"true","streamRole":"true","jukeboxRole":"true","shareRole":"false"}
      """
    let body = """
      {"subsonic-response":{"status":"ok","version":"1.16.1","users":{"user":[\(user),
      {"username":"admin","adminRole":true,"streamRole":true}]}}}
      """
    let (client, log) = Harness.client { _ in HTTPResponseStub.json(body) }
    let users = try await client.getUsers()
    #expect(users.map(\.username) == ["sindre", "admin"])
    #expect(
      users.first?.roles == [
        .settings, .download, .playlist, .coverArt, .comment, .podcast, .stream, .jukebox,
      ])
    #expect(users.first?.folders == ["1", "3"])
    #expect(users.last?.roles == [.admin, .stream])
    #expect(log.requests.map(\.url.lastPathComponent) == ["getUsers"])
  }

  @Test func anEmptyUsersListIsNoUsers() async throws {
    let body = #"{"subsonic-response":{"status":"ok","version":"1.16.1","users":{}}}"#
    let (client, _) = Harness.client { _ in HTTPResponseStub.json(body) }
    #expect(try await client.getUsers() == [])
  }

  @Test func theWritesSucceedOnTheEmptyOK() async throws {
    let password = UserPassword("s3cret")
    try await Example.answer(.createUser) {
      try await $0.createUser(NewUser(username: "u", password: password, email: "u@example.org"))
    }
    try await Example.answer(.updateUser) {
      try await $0.updateUser("u", UserUpdate(roles: [.admin: true]))
    }
    try await Example.answer(.deleteUser) { try await $0.deleteUser("u") }
    try await Example.answer(.changePassword) { try await $0.changePassword("u", password) }
  }

  /// A server that echoes the request, the password as typed and its hex in its error: the
  /// error carries none of them, in any of its forms.
  @Test(arguments: ["changePassword", "createUser"])
  func theNewPasswordNeverReachesAnError(_ endpoint: String) async throws {
    let secret = "Tr0ub4dor&3 é"
    let hex = Hex.encode(secret.utf8)
    let (client, log) = Harness.client { request in
      let message = "bad password \(secret) \(hex) \(request.url.absoluteString)"
        .replacingOccurrences(of: "\"", with: "")
      return HTTPResponseStub.json(
        #"{"subsonic-response":{"status":"failed","error":{"code":0,"message":"\#(message)"}}}"#)
    }
    let error = await subsonicError {
      if endpoint == "changePassword" {
        try await client.changePassword("u", UserPassword(secret))
      } else {
        try await client.createUser(
          NewUser(username: "u", password: UserPassword(secret), email: "u@example.org"))
      }
    }
    var dumped = ""
    dump(error, to: &dumped)
    for form in [String(describing: error), String(reflecting: error), dumped] {
      #expect(!form.contains(secret))
      #expect(!form.contains(hex))
      #expect(!form.contains(QueryParameters.encode(secret)))
      #expect(form.contains("bad password"))
    }
    let sent = try #require(log.requests.first)
    let query = try #require(URLComponents(url: sent.url, resolvingAgainstBaseURL: false))
    #expect(query.queryItems?.first { $0.name == "password" }?.value == "enc:" + hex)
  }

  @Test func aPasswordShowsAsRedactedWhereverItIsPrinted() {
    let password = UserPassword("hunter2")
    let user = NewUser(username: "u", password: password, email: "e")
    var dumped = ""
    dump(user, to: &dumped)
    for form in ["\(password)", String(reflecting: password), "\(user)", dumped] {
      #expect(!form.contains("hunter2"))
    }
  }
}
