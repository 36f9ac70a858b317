import SubsonicClient

/// What a library store shows: nothing yet, a request under way, what it loaded, or why it
/// failed.
public enum LoadState<Value: Sendable & Equatable>: Sendable, Equatable {
  /// Nothing was asked yet.
  case idle
  /// A request is under way.
  case loading
  /// What the last request loaded.
  case loaded(Value)
  /// The last request failed, or was refused before it was sent: why, and whether the store's
  /// `retry()` may succeed (``SubsonicError/isRetryable``). A cancelled request is
  /// `.failed(.cancelled, canRetry: true)`; an argument refused before any request is
  /// `.failed(.invalidArgument(_), canRetry: false)`.
  case failed(SubsonicError, canRetry: Bool)

  /// The loaded value; `nil` in every other state.
  public var value: Value? {
    guard case .loaded(let value) = self else { return nil }
    return value
  }

  /// The failure; `nil` in every other state.
  public var failure: SubsonicError? {
    guard case .failed(let error, _) = self else { return nil }
    return error
  }

  /// `.loaded` with the value, or `.failed` with the error and its retry advice.
  public init(_ result: Result<Value, SubsonicError>) {
    switch result {
    case .success(let value):
      self = .loaded(value)
    case .failure(let error):
      self = .failed(error, canRetry: error.isRetryable)
    }
  }
}
