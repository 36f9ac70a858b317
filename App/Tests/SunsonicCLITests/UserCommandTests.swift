import DependencyRegistryTesting
import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `users`, `user NAME|add|update|delete` and `password` on the in-memory server: listings,
/// writes that read back, a new password read from standard input that never shows, and
/// refusals before any request.
@MainActor
struct UserCommandTests {
  /// Runs `sunsonic` with `input` on standard input.
  private func run(
    _ arguments: [String], _ client: SubsonicClient = .inMemory(), input: String? = nil
  ) async -> (code: ExitCode, out: String, err: String) {
    let recorder = ConsoleRecorder(input: input)
    let values = musicValues(client)
    let code = await Sunsonic.run(
      arguments: arguments, environment: [:], console: recorder.console,
      dependencies: { _ in values })
    return (code, recorder.out, recorder.err)
  }

  /// A client that records every password it is sent (as `user:password`).
  private func recording(_ sent: Recorder<String>) -> SubsonicClient {
    var client = SubsonicClient.inMemory()
    let base = client
    client.changePassword = { name, password in
      sent.record("\(name):\(password.text)")
      try await base.changePassword(name, password)
    }
    client.createUser = { user in
      sent.record("\(user.username):\(user.password.text)")
      try await base.createUser(user)
    }
    return client
  }

  @Test func theUsersAreListedAsTextAndJSON() async throws {
    let listed = await run(["users"])
    #expect(listed.code == .success, "\(listed.err)")
    let lines = listed.out.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    #expect(lines.first == "User Admin E-mail Roles")
    #expect(lines.dropFirst().first == "guest comment, playlist, stream")
    #expect(lines.last?.hasPrefix("preview yes preview@example.com comment, coverArt") == true)
    let json = await run(["users", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: [[String: Any]]])
    #expect(object["users"]?.map { $0["username"] as? String } == ["guest", "preview"])
    #expect(object["users"]?.first?["email"] is NSNull)
  }

  @Test func aUserIsShownByNameOrAfterShow() async {
    let shown = await run(["user", "guest"])
    #expect(shown.code == .success)
    #expect(shown.out.hasPrefix("User:        guest\nRoles:       comment, playlist, stream\n"))
    #expect(await run(["user", "show", "guest"]).out == shown.out)
    let named = await run(["user", "show", "add"])
    #expect(named.code == .notFound, "a user named add: \(named.err)")
  }

  @Test func addReadsThePasswordFromStandardInputAndNeverShowsIt() async throws {
    let sent = Recorder<String>()
    let client = recording(sent)
    let added = await run(
      ["user", "add", "robin", "--email", "robin@example.org", "--grant", "jukebox,Cover-Art"],
      client, input: "s3cret pass\nignored second line\n")
    #expect(added.code == .success, "\(added.err)")
    #expect(added.out == "added user “robin” (coverArt, jukebox, settings, stream)\n")
    #expect(sent.values == ["robin:s3cret pass"])
    #expect(!added.out.contains("s3cret") && !added.err.contains("s3cret"))
    let json = await run(
      ["user", "add", "kim", "--email", "k@example.org", "--admin", "--json"], client,
      input: "another\r\n")
    #expect(!json.out.contains("another"))
    #expect(json.out.contains(#""action" : "add""#), "\(json.out)")
    #expect(sent.values.last == "kim:another")
  }

  @Test(arguments: ["", "\n", "\r\n"])
  func anEmptyNewPasswordIsRefusedWith65(_ input: String) async {
    let sent = Recorder<String>()
    let client = recording(sent)
    let added = await run(
      ["user", "add", "robin", "--email", "r@example.org"], client, input: input)
    #expect(added.code == .dataError)
    #expect(added.err == "sunsonic: the new password is empty (one line on standard input)\n")
    let changed = await run(["password", "guest"], client, input: input)
    #expect(changed.code == .dataError)
    #expect(sent.values.isEmpty)
  }

  @Test func aPasswordWithAControlCharacterOrOver1024BytesIsRefused() async {
    let control = await run(["password", "guest"], input: "a\u{1B}b\n")
    #expect(control.code == .dataError)
    #expect(!control.err.contains("a\u{1B}b"))
    let long = await run(["password", "guest"], input: String(repeating: "x", count: 1_025))
    #expect(long.code == .dataError)
  }

  @Test func passwordChangesOnesOwnOrTheUserNamed() async {
    let sent = Recorder<String>()
    let client = recording(sent)
    let own = await run(["password", "--preview"], input: "mine\n")
    #expect(own.code == .success, "\(own.err)")
    #expect(own.out == "changed the password of “preview”\n")
    let guest = await run(["password", "guest"], client, input: "n3w\n")
    #expect(guest.out == "changed the password of “guest”\n")
    #expect(sent.values == ["guest:n3w"])
  }

  @Test func aPasswordIsNeverAskedForAUserTheServerLacks() async {
    let sent = Recorder<String>()
    let unknown = await run(["password", "nobody"], recording(sent), input: "n3w\n")
    #expect(unknown.code == .notFound)
    #expect(unknown.err.hasSuffix(": User not found\n"), "\(unknown.err)")
    #expect(sent.values.isEmpty)
  }

  @Test func updateAndDeleteSayWhatTheyDid() async throws {
    let client = SubsonicClient.inMemory()
    let updated = await run(
      ["user", "update", "guest", "--email", "g@example.org", "--revoke", "comment"], client)
    #expect(updated.out == "updated user “guest” (playlist, stream)\n", "\(updated.err)")
    #expect(try await client.getUser("guest").email == "g@example.org")
    let deleted = await run(["user", "delete", "guest", "--json"], client)
    #expect(deleted.out.contains(#""action" : "delete""#))
    #expect(try await client.getUsers().map(\.username) == ["preview"])
    let again = await run(["user", "delete", "guest"], client)
    #expect(again.code == .notFound)
  }

  @Test(arguments: [
    (["user"], "missing a NAME or an action (show, add, update, delete)"),
    (["user", "add", "robin"], "user add needs --email ADDRESS"),
    (["user", "add"], "missing NAME (usage: sunsonic user add NAME)"),
    (["user", "update", "guest"], "nothing to change: give --email, --admin, --grant or --revoke"),
    (["user", "update", "guest", "--grant", "dj"], "--grant \"dj\": no role \"dj\""),
    (["user", "update", "guest", "--grant", "admin", "--revoke", "admin"], "both granted"),
    (["user", "delete", "guest", "--admin"], "--admin does not go with 'user delete'"),
    (["user", "guest", "--email", "x@example.org"], "--email does not go with showing a user"),
    (["password", "guest", "hunter2"], "password takes one NAME at most"),
    (["password", "guest", "--password-stdin", "--user", "me"], "--password-stdin does not go"),
  ])
  func badUsageIsRefusedBeforeAnyRequest(_ arguments: [String], _ message: String) async {
    let refused = await run(arguments, .unimplemented, input: "pw\n")
    #expect(refused.code == .usage, "\(arguments): \(refused.err)")
    #expect(refused.err.contains(message), "\(arguments): \(refused.err)")
    #expect(!refused.err.contains("hunter2"))
  }
}
