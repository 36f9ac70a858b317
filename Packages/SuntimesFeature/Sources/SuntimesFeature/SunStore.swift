import DependencyRegistry
import Foundation
import Observation
import SuntimesClient

/// Loads the solar day for a place and a date and holds what to show: idle, loading, the day with
/// its presentation, or the failure.
///
/// The client is handed in through the initializer, defaulting to the registry's current value,
/// read once. A new ``load(_:on:)`` supersedes one still running: the older request's task is
/// cancelled and its answer, should it still come, is ignored. Cancelling the task that awaits
/// ``load(_:on:)`` cancels the request and leaves `.failed(.cancelled, canRetry: true)`, never
/// `.loading`.
@MainActor @Observable public final class SunStore {
  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last request asked, which ``retry()`` repeats; `nil` before the first ``load(_:on:)``.
  public private(set) var request: Request?
  /// The zone the loaded day is presented in.
  public let timeZone: TimeZone

  @ObservationIgnored private let client: SuntimesClient
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var inFlight: Task<SolarDay, any Error>?

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameters:
  ///   - client: the client to load with; by default the registry's current
  ///     `DependencyValues.current.suntimesClient`, read once, here.
  ///   - timeZone: the zone to present times in.
  public init(
    client: SuntimesClient = DependencyValues.current.suntimesClient,
    timeZone: TimeZone = .current
  ) {
    self.client = client
    self.timeZone = timeZone
  }

  /// Loads the day at `coordinate` on `date`: the state becomes ``State/loading``, then
  /// ``State/loaded(_:_:)`` or ``State/failed(_:canRetry:)``, unless a newer load started
  /// meanwhile, which then owns the state.
  public func load(_ coordinate: Coordinate, on date: CalendarDate) async {
    inFlight?.cancel()
    generation += 1
    let ticket = generation
    request = Request(coordinate: coordinate, date: date)
    state = .loading
    let client = self.client
    let task = Task { try await client.fetchSolarDay(coordinate, date) }
    inFlight = task
    let result = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    guard ticket == generation else { return }
    inFlight = nil
    switch result {
    case .success(let day):
      state = .loaded(day, SolarDayPresentation(day, timeZone: timeZone))
    case .failure(let error):
      let failure = Self.suntimesError(error)
      state = .failed(failure, canRetry: failure.isRetryable)
    }
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let request else { return }
    await load(request.coordinate, on: request.date)
  }

  /// The client's error as a ``SuntimesError``. Clients throw nothing else, but a
  /// `CancellationError` becomes ``SuntimesError/cancelled`` and any other error (a broken
  /// client, an unimplemented test endpoint) ``SuntimesError/unreachable(_:)`` naming it, so
  /// that the store shows a failure instead of crashing.
  private static func suntimesError(_ error: any Error) -> SuntimesError {
    switch error {
    case let error as SuntimesError:
      return error
    case is CancellationError:
      return .cancelled
    default:
      return .unreachable("unexpected \(type(of: error)): \(error)")
    }
  }
}
