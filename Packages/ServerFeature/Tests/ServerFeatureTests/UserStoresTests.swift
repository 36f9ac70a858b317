import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The user administration stores: the list by name, and edits that look the user up first,
/// read them back after, and never send what validation refuses.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct UserStoresTests {
  @Test func theUsersLoadByName() async {
    var client = SubsonicClient.inMemory()
    client.getUsers = {
      [User(username: "zoe"), User(username: "Bob"), User(username: "alice")]
    }
    let store = UsersStore(client: client)
    await store.load(UsersRequest())
    #expect(store.state.value?.map(\.username) == ["alice", "Bob", "zoe"])
  }

  @Test func anAddedUserIsReadBackWithTheRolesGiven() async {
    let store = UserEditStore(client: .inMemory())
    let new = NewUser(
      username: "carol", password: UserPassword("pw"), email: "carol@example.org",
      roles: [.jukebox: true, .stream: false])
    await store.load(.add(new))
    let user = store.state.value?.user
    #expect(user?.username == "carol")
    #expect(user?.email == "carol@example.org")
    #expect(user?.roles == [.settings, .jukebox])
  }

  @Test func addingANameTakenSendsNothing() async {
    let created = Recorder<String>()
    var client = SubsonicClient.inMemory()
    client.createUser = { created.record($0.username) }
    let store = UserEditStore(client: client)
    await store.load(
      .add(NewUser(username: "guest", password: UserPassword("pw"), email: "g@example.org")))
    #expect(store.state.failure == .invalidArgument("there is already a user named guest"))
    #expect(created.values.isEmpty)
  }

  @Test func anUpdateChangesOnlyWhatItGives() async {
    let store = UserEditStore(client: .inMemory())
    await store.load(.update("guest", UserUpdate(roles: [.admin: true, .comment: false])))
    #expect(store.state.value?.user?.roles == [.admin, .stream, .playlist])
    #expect(store.state.value?.user?.email == nil)
  }

  @Test func anUnknownUserIsNotFoundAndNothingIsSent() async {
    let deleted = Recorder<String>()
    var client = SubsonicClient.inMemory()
    client.deleteUser = { deleted.record($0) }
    client.updateUser = { name, _ in deleted.record(name) }
    let store = UserEditStore(client: client)
    for edit in [UserEdit.delete("nobody"), .update("nobody", UserUpdate(email: "e"))] {
      await store.load(edit)
      #expect(store.state.failure == .itemNotFound(kind: "user", item: "nobody"))
    }
    #expect(deleted.values.isEmpty)
  }

  @Test func aPasswordForAnUnknownUserFailsAsTheServerSays() async {
    let store = UserEditStore(client: .inMemory())
    await store.load(.changePassword("nobody", UserPassword("x")))
    #expect(
      store.state.failure == .api(SubsonicAPIError(code: .notFound, message: "User not found")))
  }

  @Test func aDeletedUserIsShownAsTheyWereAndIsGone() async throws {
    let client = SubsonicClient.inMemory()
    let store = UserEditStore(client: client)
    await store.load(.delete("guest"))
    #expect(store.state.value?.user?.username == "guest")
    #expect(try await client.getUsers().map(\.username) == ["preview"])
  }

  @Test func aPasswordIsSentToTheUserNamed() async {
    let sent = Recorder<String>()
    var client = SubsonicClient.inMemory()
    client.changePassword = { name, password in sent.record("\(name):\(password.text)") }
    let store = UserEditStore(client: client)
    await store.load(.changePassword("guest", UserPassword("n3w")))
    #expect(sent.values == ["guest:n3w"])
    #expect(store.state.value == UserEditOutcome(user: nil), "nothing read back")
  }

  @Test(arguments: [
    UserEdit.add(NewUser(username: "u", password: UserPassword(""), email: "e")),
    .add(NewUser(username: "u", password: UserPassword("p"), email: "")),
    .add(NewUser(username: "", password: UserPassword("p"), email: "e")),
    .update("u", UserUpdate()),
    .changePassword("u", UserPassword("")),
  ])
  func whatValidationRefusesIsNeverSent(_ edit: UserEdit) async {
    let store = UserEditStore(client: .unimplemented)
    await store.load(edit)
    guard case .invalidArgument = store.state.failure else {
      Issue.record("expected invalidArgument, got \(String(describing: store.state.failure))")
      return
    }
  }

  @Test func theJSONOfAnEditNeverHoldsThePassword() throws {
    let edit = UserEdit.changePassword("guest", UserPassword("hunter2"))
    let json = try UserEditJSON(edit, UserEditOutcome(user: User(username: "guest"))).encoded()
    #expect(!json.contains("hunter2"))
    #expect(json.contains(#""action":"password""#) || json.contains(#""action" : "password""#))
  }
}
