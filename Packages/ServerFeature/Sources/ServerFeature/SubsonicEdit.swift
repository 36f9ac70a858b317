import DependencyRegistry
import LoadStore
import SubsonicClient

/// One write to the server that an edit store sends: checked before anything is sent, then sent
/// with a client, which answers what it did. Conforming makes
/// `LoadStore<Edit, Edit.Outcome, SubsonicError>` an edit store with one initializer.
public protocol SubsonicEdit: Sendable, Equatable {
  /// What the write did, as the server shows it after.
  associatedtype Outcome: Sendable, Equatable

  /// Why the edit is refused before anything is sent; `nil` when it can be sent.
  var validationError: SubsonicError? { get }

  /// Sends the edit with `client` and reads back what it did.
  func send(_ client: SubsonicClient) async throws -> Outcome
}

extension LoadStore
where Request: SubsonicEdit, Value == Request.Outcome, Failure == SubsonicError {
  /// Creates an idle store that writes with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here. An edit that
  /// ``SubsonicEdit/validationError`` refuses is never sent.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable,
      validate: \.validationError
    ) { edit in
      try await edit.send(client)
    }
  }
}
