import SubsonicClient

extension SubsonicConnection {
  // MARK: User administration

  func getUsers() async throws(SubsonicError) -> [User] {
    try await call(.getUsers) { envelope throws(WireError) in
      try envelope.section("users").list("user", User.init(wire:))
    }
  }

  /// `username`, `password` (as `enc:` hex, a secret of the call), `email`, then a `…Role`
  /// flag for each role given, by name.
  func createUser(_ user: NewUser) async throws(SubsonicError) {
    var parameters: QueryParameters = ["username": user.username]
    parameters.addPassword("password", user.password.text)
    parameters.add("email", user.email)
    parameters.append(Self.roleFlags(user.roles))
    _ = try await call(.createUser, parameters)
  }

  func updateUser(_ username: String, _ update: UserUpdate) async throws(SubsonicError) {
    var parameters: QueryParameters = ["username": username, "email": update.email]
    parameters.append(Self.roleFlags(update.roles))
    _ = try await call(.updateUser, parameters)
  }

  func deleteUser(_ username: String) async throws(SubsonicError) {
    _ = try await call(.deleteUser, ["username": username])
  }

  func changePassword(_ username: String, _ password: UserPassword) async throws(SubsonicError) {
    var parameters: QueryParameters = ["username": username]
    parameters.addPassword("password", password.text)
    _ = try await call(.changePassword, parameters)
  }

  /// `adminRole=true`, `jukeboxRole=false`, …: one flag per role, in the roles' name order.
  private static func roleFlags(_ roles: [UserRole: Bool]) -> QueryParameters {
    var parameters = QueryParameters()
    for (role, granted) in roles.sorted(by: { $0.key < $1.key }) {
      parameters.add(role.rawValue + "Role", granted)
    }
    return parameters
  }
}
