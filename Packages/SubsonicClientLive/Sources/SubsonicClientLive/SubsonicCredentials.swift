/// How the client proves who it is to the server.
///
/// Every textual form (`description`, `debugDescription`, `dump`, a `Mirror`) shows the user but
/// never the password or the API key: `password(user: alice, password: <redacted>)`.
public enum SubsonicCredentials: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// A user and password. The client sends a salted token (`t`, `s`) and never the password,
  /// unless the server refuses tokens: then it sends `p=enc:…`, but only over https or to a
  /// loopback host (or when explicitly allowed).
  case password(user: String, password: String)
  /// An OpenSubsonic API key, sent as `apiKey` with no user.
  case apiKey(String)

  /// What stands in for a secret in every textual form.
  static let redacted = "<redacted>"

  /// The user, for password credentials.
  public var user: String? {
    switch self {
    case .password(let user, _): return user
    case .apiKey: return nil
    }
  }

  /// `password(user: alice, password: <redacted>)` or `apiKey(<redacted>)`.
  public var description: String {
    switch self {
    case .password(let user, _): return "password(user: \(user), password: \(Self.redacted))"
    case .apiKey: return "apiKey(\(Self.redacted))"
    }
  }

  /// The same as ``description``: the secret is never shown.
  public var debugDescription: String { description }

  /// A mirror with the secret replaced, so that `dump` and debuggers never show it.
  public var customMirror: Mirror {
    switch self {
    case .password(let user, _):
      return Mirror(
        self,
        children: ["user": user, "password": Self.redacted],
        displayStyle: .enum
      )
    case .apiKey:
      return Mirror(self, children: ["apiKey": Self.redacted], displayStyle: .enum)
    }
  }
}
