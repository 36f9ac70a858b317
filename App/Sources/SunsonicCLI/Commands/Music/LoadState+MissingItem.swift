import LoadStore
import SubsonicClient

extension LoadState where Failure == SubsonicError {
  /// The value loaded; a failure saying the server has no item of `kind` becomes one line,
  /// `message(id)`, and exit 66 (not found); any other failure is thrown as it is.
  func loaded(missing kind: String, _ message: (String) -> String) throws -> Value {
    if case .failed(.itemNotFound(kind, let id), _) = self {
      throw CommandFailure(message(id), exitCode: .notFound)
    }
    return try loaded()
  }
}
