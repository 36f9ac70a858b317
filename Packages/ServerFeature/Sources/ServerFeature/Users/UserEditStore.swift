import LoadStore
import SubsonicClient

/// Creates, changes or deletes a user (admins only) or sets a password, and loads what it did
/// (``UserEditOutcome``): the user named is read first, so that an unknown one is refused before
/// anything is changed or deleted (and a name taken, before a user is created), and read back
/// after the write (the API answers a write with nothing). A password is sent at once (whoever
/// asks should have checked the user before reading it) and nothing is read back: after one's
/// own, the client signs in with the old password.
public typealias UserEditStore = LoadStore<UserEdit, UserEditOutcome, SubsonicError>

/// One change to the server's users. A password is a ``UserPassword``: it prints as
/// `<redacted>`, so neither the edit nor its store's state ever shows it.
public enum UserEdit: SubsonicEdit, Hashable {
  /// Create a user (`createUser`).
  case add(NewUser)
  /// Change a user's e-mail address and roles (`updateUser`).
  case update(String, UserUpdate)
  /// Delete a user (`deleteUser`).
  case delete(String)
  /// Set a user's password (`changePassword`).
  case changePassword(String, UserPassword)

  /// The user the edit is about.
  public var username: String {
    switch self {
    case .add(let user): return user.username
    case .update(let name, _), .delete(let name), .changePassword(let name, _): return name
    }
  }

  /// Why the edit is refused before anything is sent (a blank name, password or e-mail address,
  /// an update that changes nothing); `nil` when it can be sent.
  public var validationError: SubsonicError? {
    if username.isEmpty { return .invalidArgument("a user needs a name") }
    switch self {
    case .add(let user):
      if user.password.text.isEmpty { return .invalidArgument("the password is empty") }
      if user.email.isEmpty { return .invalidArgument("a new user needs an e-mail address") }
    case .update(_, let update):
      if update.isEmpty { return .invalidArgument("nothing to change: give an e-mail or roles") }
    case .changePassword(_, let password):
      if password.text.isEmpty { return .invalidArgument("the password is empty") }
    case .delete:
      break
    }
    return nil
  }

  /// Sends the edit with `client` and reads back what it did.
  public func send(_ client: SubsonicClient) async throws -> UserEditOutcome {
    switch self {
    case .add(let user):
      if try await Self.existing(user.username, client) != nil {
        throw SubsonicError.invalidArgument("there is already a user named \(user.username)")
      }
      try await client.createUser(user)
      return UserEditOutcome(user: try await Self.existing(user.username, client))
    case .update(let name, let update):
      _ = try await Self.required(name, client)
      try await client.updateUser(name, update)
      return UserEditOutcome(user: try await client.getUser(name))
    case .delete(let name):
      let old = try await Self.required(name, client)
      try await client.deleteUser(name)
      return UserEditOutcome(user: old)
    case .changePassword(let name, let password):
      // Nothing read back: after changing one's own password the client's is the old one.
      try await client.changePassword(name, password)
      return UserEditOutcome(user: nil)
    }
  }

  /// The user named `name`, or `nil` when the server has none (its "not found").
  private static func existing(_ name: String, _ client: SubsonicClient) async throws -> User? {
    do {
      return try await client.getUser(name)
    } catch let error as SubsonicError {
      switch error {
      case .api(let apiError) where apiError.code == .notFound: return nil
      case .itemNotFound: return nil
      default: throw error
      }
    }
  }

  /// The user named `name`; ``SubsonicError/itemNotFound(kind:item:)`` when there is none.
  private static func required(_ name: String, _ client: SubsonicClient) async throws -> User {
    guard let user = try await existing(name, client) else {
      throw SubsonicError.itemNotFound(kind: "user", item: name)
    }
    return user
  }
}

/// What a ``UserEdit`` did: the user as they are now (added, changed) or as they were (deleted);
/// `nil` when the server did not show them, and after a password change.
public struct UserEditOutcome: Sendable, Hashable {
  /// The user.
  public var user: User?

  /// Creates an outcome.
  public init(user: User?) {
    self.user = user
  }
}
