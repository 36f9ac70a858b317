import JSONOutput
import SubsonicClient

/// `users --json`: `{"users": [...]}`, each as `whoami --json` shows a user.
public struct UsersJSON: StableJSON, Hashable {
  /// The users.
  public let users: [UserJSON]

  /// The JSON of `users`.
  public init(_ users: [User]) {
    self.users = users.map(UserJSON.init)
  }
}

/// `user add|update|delete --json` and `password --json`: `action` (`add`, `update`,
/// `delete`, `password`), `username`, and `user` (as they are now, or were when deleted;
/// `null` when the server did not show them, and for `password`). Never the password.
public struct UserEditJSON: StableJSON, Hashable {
  let action: String
  let username: String
  let user: UserJSON?

  /// The JSON of what `edit` did.
  public init(_ edit: UserEdit, _ outcome: UserEditOutcome) {
    switch edit {
    case .add: action = "add"
    case .update: action = "update"
    case .delete: action = "delete"
    case .changePassword: action = "password"
    }
    username = edit.username
    user = outcome.user.map(UserJSON.init)
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(action, forKey: .action)
    try container.encode(username, forKey: .username)
    try container.encodeOrNull(user, forKey: .user)
  }

  private enum Keys: String, CodingKey { case action, username, user }
}
