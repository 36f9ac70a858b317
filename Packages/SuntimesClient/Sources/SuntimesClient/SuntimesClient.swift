import Foundation

/// Sunrise, sunset and twilight times for a place and a date.
///
/// A struct of `@Sendable` closures (the Client Pattern): `live` values come from
/// `SuntimesClientLive`, ``SuntimesClientKey/testValue`` fails any test that calls it, and
/// ``preview`` answers deterministic data with no network. Every endpoint throws
/// ``SuntimesError`` only.
public struct SuntimesClient: Sendable {
  /// When the sun rises at `coordinate` on `date`, or why it does not.
  public var fetchSunrise:
    @Sendable (_ coordinate: Coordinate, _ date: CalendarDate) async throws
      -> SolarEvent
  /// When the sun sets at `coordinate` on `date`, or why it does not.
  public var fetchSunset:
    @Sendable (_ coordinate: Coordinate, _ date: CalendarDate) async throws
      -> SolarEvent
  /// Every solar event of the day at `coordinate` on `date`.
  public var fetchSolarDay:
    @Sendable (_ coordinate: Coordinate, _ date: CalendarDate) async throws -> SolarDay

  /// Creates a client from its three endpoints.
  public init(
    fetchSunrise: @escaping @Sendable (Coordinate, CalendarDate) async throws -> SolarEvent,
    fetchSunset: @escaping @Sendable (Coordinate, CalendarDate) async throws -> SolarEvent,
    fetchSolarDay: @escaping @Sendable (Coordinate, CalendarDate) async throws -> SolarDay
  ) {
    self.fetchSunrise = fetchSunrise
    self.fetchSunset = fetchSunset
    self.fetchSolarDay = fetchSolarDay
  }

  /// Creates a client whose sunrise and sunset come from `fetchSolarDay`, so that one answer
  /// serves all three endpoints.
  public init(
    fetchSolarDay: @escaping @Sendable (Coordinate, CalendarDate) async throws -> SolarDay
  ) {
    self.init(
      fetchSunrise: { try await fetchSolarDay($0, $1).sunrise },
      fetchSunset: { try await fetchSolarDay($0, $1).sunset },
      fetchSolarDay: fetchSolarDay
    )
  }
}
