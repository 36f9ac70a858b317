import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The in-memory server's users: `preview` and `guest`, and the admin's writes, which read back.
struct InMemoryUsersTests {
  let client = SubsonicClient.inMemory()

  private static func apiError(_ code: SubsonicErrorCode, _ message: String) -> SubsonicError {
    .api(SubsonicAPIError(code: code, message: message))
  }

  @Test func listsPreviewAndGuest() async throws {
    let users = try await client.getUsers()
    #expect(users.map(\.username) == ["preview", "guest"])
    #expect(users[0].isAdmin && !users[1].isAdmin)
  }

  @Test func aNewUserHasTheDefaultRolesChangedAsAsked() async throws {
    try await client.createUser(
      NewUser(
        username: "robin", password: UserPassword("pw"), email: "robin@example.org",
        roles: [.admin: true, .settings: false]))
    let robin = try await client.getUser("robin")
    #expect(robin.roles == [.admin, .stream])
    #expect(robin.email == "robin@example.org")
    #expect(try await client.getUsers().map(\.username) == ["preview", "guest", "robin"])
  }

  @Test func aNameTakenOrABlankFieldIsRefused() async throws {
    await #expect(throws: Self.apiError(.generic, "There is already a user with that name")) {
      try await client.createUser(
        NewUser(username: "guest", password: UserPassword("pw"), email: "g@example.org"))
    }
    await #expect(throws: Self.apiError(.missingParameter, "username, password or email")) {
      try await client.createUser(
        NewUser(username: "x", password: UserPassword(""), email: "g@example.org"))
    }
  }

  @Test func anUpdateChangesTheEmailAndTheRolesNamed() async throws {
    try await client.updateUser(
      "guest", UserUpdate(email: "guest@example.org", roles: [.jukebox: true, .comment: false]))
    let guest = try await client.getUser("guest")
    #expect(guest.email == "guest@example.org")
    #expect(guest.roles == [.stream, .playlist, .jukebox])
  }

  @Test func deleteRemovesTheUserButNeverTheOneSignedIn() async throws {
    try await client.deleteUser("guest")
    #expect(try await client.getUsers().map(\.username) == ["preview"])
    await #expect(throws: Self.apiError(.notFound, "User not found")) {
      try await client.getUser("guest")
    }
    await #expect(throws: Self.apiError(.generic, "You cannot delete yourself")) {
      try await client.deleteUser("preview")
    }
  }

  @Test func aPasswordChangeNeedsAUserAndAPassword() async throws {
    try await client.changePassword("guest", UserPassword("n3w"))
    await #expect(throws: Self.apiError(.notFound, "User not found")) {
      try await client.changePassword("nobody", UserPassword("n3w"))
    }
    await #expect(throws: Self.apiError(.missingParameter, "password")) {
      try await client.changePassword("guest", UserPassword(""))
    }
  }
}
