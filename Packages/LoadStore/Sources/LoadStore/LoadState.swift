/// What a ``LoadStore`` shows: nothing yet, a request under way, what it loaded, or why it
/// failed.
public enum LoadState<Value: Sendable & Equatable, Failure: Error & Sendable & Equatable>:
  Sendable, Equatable
{
  /// Nothing was asked yet.
  case idle
  /// A request is under way.
  case loading
  /// What the last request loaded.
  case loaded(Value)
  /// The last request failed, or was refused before it was sent: why, and whether the store's
  /// `retry()` may succeed. A cancelled request counts as retryable; a refused argument does not.
  case failed(Failure, canRetry: Bool)

  /// The loaded value; `nil` in every other state.
  public var value: Value? {
    guard case .loaded(let value) = self else { return nil }
    return value
  }

  /// The failure; `nil` in every other state.
  public var failure: Failure? {
    guard case .failed(let error, _) = self else { return nil }
    return error
  }
}
