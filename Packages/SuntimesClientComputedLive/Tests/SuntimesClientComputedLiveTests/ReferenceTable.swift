import Foundation
import SuntimesClient
import Testing

/// The committed reference table, `Reference/solar-days-2026.csv`: solar days from JPL's DE421
/// ephemeris through skyfield, written by `Scripts/solar-reference` (its generator,
/// `Scripts/lib/solar_reference.py`, documents the columns).
struct ReferenceDay: Sendable {
  /// What the reference says of one event.
  enum Event: Sendable, Equatable {
    /// The event happens at this Unix time, the altitude crossing the angle at `rate` degrees a
    /// minute.
    case at(Double, rate: Double)
    /// The sun stays above the angle all day.
    case up
    /// The sun stays below the angle all day.
    case down
  }

  let coordinate: Coordinate
  let date: CalendarDate
  /// The transit, Unix seconds.
  let noon: Double
  /// The sun's altitude at the transit, degrees.
  let noonAltitude: Double
  /// Its altitude at the lower culmination before the transit (for morning events).
  let lowerAltitudeBefore: Double
  /// Its altitude at the lower culmination after the transit (for evening events).
  let lowerAltitudeAfter: Double
  /// The events by kind.
  let events: [EventKind: Event]

  /// Every row of the table.
  static func all() throws -> [ReferenceDay] {
    let url = try #require(
      Bundle.module.url(
        forResource: "solar-days-2026", withExtension: "csv", subdirectory: "Reference"),
      "missing Reference/solar-days-2026.csv")
    let text = try String(contentsOf: url, encoding: .utf8)
    var lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    let header = lines.removeFirst().split(separator: ",", omittingEmptySubsequences: false)
    return try lines.map { try ReferenceDay(line: $0, header: header.map(String.init)) }
  }

  private init(line: Substring, header: [String]) throws {
    let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    try #require(cells.count == header.count, "a row of \(cells.count) cells: \(line)")
    let row = Dictionary(uniqueKeysWithValues: zip(header, cells))
    func number(_ name: String) throws -> Double {
      try #require(row[name].flatMap(Double.init), "\(name) is not a number in \(line)")
    }
    coordinate = try Coordinate(latitude: number("lat"), longitude: number("lon"))
    date = try CalendarDate(parsing: row["date"] ?? "")
    noon = try number("noon")
    noonAltitude = try number("noon_alt")
    lowerAltitudeBefore = try number("low_before_alt")
    lowerAltitudeAfter = try number("low_after_alt")
    var events: [EventKind: Event] = [:]
    for kind in EventKind.allCases where kind != .solarNoon {
      switch row[kind.column] {
      case "up": events[kind] = .up
      case "down": events[kind] = .down
      default: events[kind] = .at(try number(kind.column), rate: try number(kind.column + "_rate"))
      }
    }
    self.events = events
  }

  /// The sun's extreme altitudes that decide whether `kind` happens: at the transit and at the
  /// lower culmination on its side.
  func extremeAltitudes(for kind: EventKind) -> (highest: Double, lowest: Double) {
    (noonAltitude, kind.isMorning ? lowerAltitudeBefore : lowerAltitudeAfter)
  }
}

/// The events of a solar day, as the table and ``SolarDay`` name them.
enum EventKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case astronomicalTwilightBegin, nauticalTwilightBegin, civilTwilightBegin, sunrise, solarNoon
  case sunset, civilTwilightEnd, nauticalTwilightEnd, astronomicalTwilightEnd

  /// The table's column.
  var column: String {
    switch self {
    case .sunrise: "sunrise"
    case .sunset: "sunset"
    case .solarNoon: "noon"
    case .civilTwilightBegin: "civil_begin"
    case .civilTwilightEnd: "civil_end"
    case .nauticalTwilightBegin: "nautical_begin"
    case .nauticalTwilightEnd: "nautical_end"
    case .astronomicalTwilightBegin: "astronomical_begin"
    case .astronomicalTwilightEnd: "astronomical_end"
    }
  }

  /// The altitude of the sun's centre that defines the event, degrees.
  var angle: Double {
    switch self {
    case .sunrise, .sunset, .solarNoon: -0.833
    case .civilTwilightBegin, .civilTwilightEnd: -6
    case .nauticalTwilightBegin, .nauticalTwilightEnd: -12
    case .astronomicalTwilightBegin, .astronomicalTwilightEnd: -18
    }
  }

  /// Whether the event is before the transit.
  var isMorning: Bool {
    switch self {
    case .sunrise, .civilTwilightBegin, .nauticalTwilightBegin, .astronomicalTwilightBegin: true
    default: false
    }
  }

  var description: String { rawValue }

  /// The event of this kind in `day` (solar noon always happens).
  func event(of day: SolarDay) -> SolarEvent {
    switch self {
    case .sunrise: day.sunrise
    case .sunset: day.sunset
    case .solarNoon: .at(day.solarNoon)
    case .civilTwilightBegin: day.civilTwilightBegin
    case .civilTwilightEnd: day.civilTwilightEnd
    case .nauticalTwilightBegin: day.nauticalTwilightBegin
    case .nauticalTwilightEnd: day.nauticalTwilightEnd
    case .astronomicalTwilightBegin: day.astronomicalTwilightBegin
    case .astronomicalTwilightEnd: day.astronomicalTwilightEnd
    }
  }
}
