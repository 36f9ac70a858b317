/// A password to set (`createUser`, `updateUser`, `changePassword`). Its text is only for the
/// request: printing, interpolating, dumping or reflecting it shows `<redacted>`.
public struct UserPassword: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The password itself; read it only to send it.
  public let text: String

  /// Wraps a password.
  public init(_ text: String) {
    self.text = text
  }

  /// `<redacted>`, never the password.
  public var description: String { "<redacted>" }
  /// `<redacted>`, never the password.
  public var debugDescription: String { "<redacted>" }
  /// No children: `dump` and reflection show nothing of the password.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// A user to create (`createUser`, admins only).
public struct NewUser: Sendable, Hashable {
  /// The new user's name.
  public var username: String
  /// Their password.
  public var password: UserPassword
  /// Their e-mail address (the API requires one).
  public var email: String
  /// The roles to grant (`true`) or refuse (`false`); a role not here gets the server's default
  /// (the API's: settings and stream granted, the others refused).
  public var roles: [UserRole: Bool]

  /// Creates the fields of a new user.
  public init(
    username: String, password: UserPassword, email: String, roles: [UserRole: Bool] = [:]
  ) {
    self.username = username
    self.password = password
    self.email = email
    self.roles = roles
  }
}

/// What `updateUser` changes of a user (admins only); what is `nil` or absent stays as it is.
public struct UserUpdate: Sendable, Hashable {
  /// The new e-mail address.
  public var email: String?
  /// The roles to grant (`true`) or take away (`false`).
  public var roles: [UserRole: Bool]

  /// Creates a change.
  public init(email: String? = nil, roles: [UserRole: Bool] = [:]) {
    self.email = email
    self.roles = roles
  }

  /// Whether it changes nothing.
  public var isEmpty: Bool { email == nil && roles.isEmpty }
}
