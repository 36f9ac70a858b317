import SubsonicClient

/// Why a download failed: the client's error, or a local file that could not be saved.
public enum DownloadFailure: Error, Sendable, Equatable {
  /// The server, the network or a cancellation.
  case client(SubsonicError)
  /// The destination: already there, or not writable.
  case file(SaveError)

  /// What the workflow threw, as a ``DownloadFailure``: a ``SaveError`` is a file failure, anything
  /// else the client's (``SubsonicError/wrapping(_:)``).
  public static func wrapping(_ error: any Error) -> DownloadFailure {
    if let error = error as? SaveError { return .file(error) }
    return .client(SubsonicError.wrapping(error))
  }

  /// Whether trying again may succeed: only a client failure that says so.
  public var isRetryable: Bool {
    guard case .client(let error) = self else { return false }
    return error.isRetryable
  }
}
