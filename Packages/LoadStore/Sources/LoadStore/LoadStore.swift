import Observation

/// Loads one thing and holds what to show: idle, loading, the value, or the failure.
///
/// A feature declares its store as a specialization with a convenience initializer that reads
/// its client from the registry, once:
///
/// ```swift
/// public typealias SongStore = LoadStore<SongID, Song, SubsonicError>
///
/// extension SongStore {
///   public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
///     self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) {
///       try await client.getSong($0)
///     }
///   }
/// }
/// ```
///
/// The latest request wins: a new ``load(_:)`` cancels the one still running, whose answer is
/// then dropped. Cancelling the task that awaits ``load(_:)`` cancels the request and leaves
/// `.failed(mapError(CancellationError()), canRetry: isRetryable(that))`, never `.loading`.
@MainActor @Observable
public final class LoadStore<
  Request: Sendable & Equatable, Value: Sendable & Equatable,
  Failure: Error & Sendable & Equatable
> {
  /// What the store shows.
  public private(set) var state: LoadState<Value, Failure> {
    get { observed(stateKey, storedState) }
    set { change(stateKey, &storedState, to: newValue) }
  }
  /// The last request asked, which ``retry()`` repeats; `nil` before the first load.
  public private(set) var request: Request? {
    get { observed(requestKey, storedRequest) }
    set { change(requestKey, &storedRequest, to: newValue) }
  }

  // Observed by hand through key paths made once per store: a key path literal into a generic
  // class is instantiated at run time on every use (about 20 µs, through the runtime's type
  // lookup by mangled name), which `@Observable`'s accessors would pay on every read.
  @ObservationIgnored private var storedState: LoadState<Value, Failure> = .idle
  @ObservationIgnored private var storedRequest: Request?
  @ObservationIgnored private let stateKey: KeyPath<LoadStore, LoadState<Value, Failure>>
  @ObservationIgnored private let requestKey: KeyPath<LoadStore, Request?>

  @ObservationIgnored private let latest: LatestRequest<Failure>
  @ObservationIgnored private let isRetryable: @Sendable (Failure) -> Bool
  @ObservationIgnored private let validate: @Sendable (Request) -> Failure?
  @ObservationIgnored private let fetch: @Sendable (Request) async throws -> Value

  /// Creates a store in the ``LoadState/idle`` state.
  ///
  /// - Parameters:
  ///   - mapError: turns any error `fetch` throws (cancellation included) into a `Failure`.
  ///   - isRetryable: whether a failure may go away when asked again (a cancellation should).
  ///   - validate: a request's refusal before anything is sent, or `nil` to send it.
  ///   - fetch: asks for what a request names.
  public init(
    mapError: @escaping @Sendable (any Error) -> Failure,
    isRetryable: @escaping @Sendable (Failure) -> Bool,
    validate: @escaping @Sendable (Request) -> Failure? = { _ in nil },
    fetch: @escaping @Sendable (Request) async throws -> Value
  ) {
    self.latest = LatestRequest(mapError)
    self.isRetryable = isRetryable
    self.validate = validate
    self.fetch = fetch
    stateKey = \LoadStore.state
    requestKey = \LoadStore.request
  }

  /// Loads what `request` names: refused at once when `validate` refuses it, otherwise
  /// ``LoadState/loading``, then ``LoadState/loaded(_:)`` or ``LoadState/failed(_:canRetry:)``, unless a newer load started meanwhile, which then owns
  /// the state.
  public func load(_ request: Request) async {
    self.request = request
    if let refusal = validate(request) {
      latest.supersede()
      state = .failed(refusal, canRetry: false)
      return
    }
    state = .loading
    let fetch = self.fetch
    guard let result = await latest.run({ try await fetch(request) }) else { return }
    switch result {
    case .success(let value):
      state = .loaded(value)
    case .failure(let failure):
      state = .failed(failure, canRetry: isRetryable(failure))
    }
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let request else { return }
    await load(request)
  }

  /// `value`, read under observation as `key`.
  private func observed<Member>(_ key: KeyPath<LoadStore, Member>, _ value: Member) -> Member {
    access(keyPath: key)
    return value
  }

  /// Sets `stored` to `newValue`, telling the observers of `key` only when it differs (as
  /// `@Observable` does for an equatable property).
  private func change<Member: Equatable>(
    _ key: KeyPath<LoadStore, Member>, _ stored: inout Member, to newValue: Member
  ) {
    guard stored != newValue else {
      stored = newValue
      return
    }
    withMutation(keyPath: key) { stored = newValue }
  }
}
