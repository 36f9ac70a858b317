import DependencyRegistry
import Foundation
import LoadStore
import SuntimesClient

/// Loads the solar day for a place and a date (``SunRequest``) and shows it with its
/// presentation in one time zone.
public typealias SunStore = LoadStore<SunRequest, PresentedSolarDay, SuntimesError>

extension SunStore {
  /// Creates an idle store.
  ///
  /// - Parameters:
  ///   - client: the client to load with; by default the registry's current
  ///     `DependencyValues.current.suntimesClient`, read once, here.
  ///   - timeZone: the zone to present times in.
  public convenience init(
    client: SuntimesClient = DependencyValues.current.suntimesClient,
    timeZone: TimeZone = .current
  ) {
    self.init(mapError: SuntimesError.wrapping, isRetryable: \.isRetryable) { request in
      let day = try await client.fetchSolarDay(request.coordinate, request.date)
      return PresentedSolarDay(
        day: day, presentation: SolarDayPresentation(day, timeZone: timeZone))
    }
  }
}

/// A place and a date to load the solar day of.
public struct SunRequest: Sendable, Hashable {
  /// The place.
  public let coordinate: Coordinate
  /// The date.
  public let date: CalendarDate

  /// Creates a request.
  public init(_ coordinate: Coordinate, on date: CalendarDate) {
    self.coordinate = coordinate
    self.date = date
  }
}

/// A solar day as loaded, and how to show it.
public struct PresentedSolarDay: Sendable, Equatable {
  /// The day, as the client answered.
  public let day: SolarDay
  /// Its presentation in the store's time zone.
  public let presentation: SolarDayPresentation

  /// Creates a presented day.
  public init(day: SolarDay, presentation: SolarDayPresentation) {
    self.day = day
    self.presentation = presentation
  }
}
