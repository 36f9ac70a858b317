import Foundation

/// The server's license (`getLicense`); open-source servers always answer valid.
public struct License: Sendable, Hashable {
  /// Whether the license is valid.
  public var valid: Bool
  /// The licensee's email address.
  public var email: String?
  /// When the license expires.
  public var expires: Date?

  /// Creates a license.
  public init(valid: Bool, email: String? = nil, expires: Date? = nil) {
    self.valid = valid
    self.email = email
    self.expires = expires
  }
}
