import Foundation
import SuntimesClient

/// A solar day ready to show: every event as local text in one time zone, in a fixed order with
/// labels, the zone's identifier and the attribution the API asks for.
///
/// A pure value: make one from any ``SolarDay`` with no store.
public struct SolarDayPresentation: Sendable, Hashable {
  /// The place.
  public let coordinate: Coordinate
  /// The day asked about; times on another local day are marked `(+1 day)` or `(-1 day)`.
  public let date: CalendarDate
  /// The identifier of the zone the times are shown in, as `America/Toronto` or `UTC`.
  public let timeZoneIdentifier: String
  /// One row per ``Row/Kind``, in the order of `Row.Kind.allCases`.
  public let rows: [Row]
  /// ``Attribution/sunriseSunset``.
  public let attribution: String

  /// Presents `day` with its times in `timeZone`.
  public init(_ day: SolarDay, timeZone: TimeZone) {
    coordinate = day.coordinate
    date = day.date
    timeZoneIdentifier = timeZone.identifier
    rows = Row.Kind.allCases.map { kind in
      guard let shown = kind.event(of: day) else {
        return Row(kind: kind, value: DayLengthText.text(for: day))
      }
      return Row(
        kind: kind,
        value: SolarEventText.text(
          for: shown.event, angle: shown.angle, on: day.date, in: timeZone)
      )
    }
    attribution = Attribution.sunriseSunset
  }

  /// The value of the row of `kind`.
  public subscript(kind: Row.Kind) -> String {
    rows.first { $0.kind == kind }?.value ?? ""
  }

  /// The day as plain text: a heading line (place, date and zone), one `label  value` line per
  /// row with the values aligned, and the attribution line. No trailing newline.
  ///
  /// ```
  /// Solar day at 43.6532,-79.3832 on 2026-06-21, times in America/Toronto
  /// Astronomical dawn  03:13
  /// ...
  /// Day length         15 h 30 min
  /// Sunrise and sunset times by sunrise-sunset.org (https://sunrise-sunset.org)
  /// ```
  public var text: String {
    let width = rows.map(\.label.count).max() ?? 0
    let heading = "Solar day at \(coordinate) on \(date), times in \(timeZoneIdentifier)"
    let lines = rows.map { row in
      row.label + String(repeating: " ", count: width - row.label.count + 2) + row.value
    }
    return ([heading] + lines + [attribution]).joined(separator: "\n")
  }
}
