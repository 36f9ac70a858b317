import SuntimesClient

extension SunStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing was asked yet.
    case idle
    /// A request is under way.
    case loading
    /// The day that was asked for, and its presentation in the store's ``SunStore/timeZone``.
    case loaded(SolarDay, SolarDayPresentation)
    /// The last request failed: why, and whether ``SunStore/retry()`` may succeed
    /// (``SuntimesError/isRetryable``). A cancelled request is
    /// `.failed(.cancelled, canRetry: true)`.
    case failed(SuntimesError, canRetry: Bool)
  }

  /// A place and a day, as passed to ``SunStore/load(_:on:)``.
  public struct Request: Sendable, Hashable {
    /// The place.
    public let coordinate: Coordinate
    /// The day.
    public let date: CalendarDate

    /// Creates a request.
    public init(coordinate: Coordinate, date: CalendarDate) {
      self.coordinate = coordinate
      self.date = date
    }
  }
}
