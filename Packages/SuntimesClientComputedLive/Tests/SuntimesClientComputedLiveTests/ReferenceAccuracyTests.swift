import Foundation
import SuntimesClient
import SuntimesClientComputedLive
import Testing

/// The computed client against JPL's DE421 ephemeris: every day of the reference table.
///
/// Targets: every event within 30 s where the sun crosses the angle faster than 0.1 degrees a
/// minute (near the poles the crossing is so slow that a hundredth of a degree is minutes);
/// every event in the same state (happens, sun up all day, sun down all day) whenever the sun's
/// extreme altitudes are more than 0.05 degrees from the angle.
struct ReferenceAccuracyTests {
  static let tolerance = 30.0
  static let fastCrossing = 0.1
  static let thresholdMargin = 0.05

  /// One event as the reference and the client give it.
  struct Pair {
    let day: ReferenceDay
    let kind: EventKind
    let reference: ReferenceDay.Event
    let computed: SolarEvent
  }

  static func pairs() async throws -> [Pair] {
    let client = SuntimesClient.computed()
    var pairs: [Pair] = []
    for day in try ReferenceDay.all() {
      let computed = try await client.fetchSolarDay(day.coordinate, day.date)
      for kind in EventKind.allCases {
        let reference = day.events[kind] ?? .at(day.noon, rate: .infinity)
        pairs.append(
          Pair(day: day, kind: kind, reference: reference, computed: kind.event(of: computed)))
      }
    }
    return pairs
  }

  @Test func theTableCoversTheGridThePolarThresholdsAndThePoles() throws {
    let days = try ReferenceDay.all()
    #expect(days.count > 3_000)
    let latitudes = Set(days.map(\.coordinate.latitude))
    #expect(latitudes.isSuperset(of: [-90, -80, -66, 0, 66, 80, 90]))
    let longitudes = Set(days.map(\.coordinate.longitude))
    #expect(longitudes.isSuperset(of: [-180, -75, 0, 75, 180]))
    #expect(Set(days.map(\.date.month)).count == 12)
    let events = days.flatMap(\.events.values)
    #expect(events.contains(.up))
    #expect(events.contains(.down))
  }

  @Test func everyFastCrossingAndEveryNoonIsWithin30SecondsOfTheEphemeris() async throws {
    var checked = 0
    var misses: [String] = []
    for pair in try await Self.pairs() {
      guard case .at(let expected, let rate) = pair.reference, rate > Self.fastCrossing,
        let instant = pair.computed.date
      else { continue }
      checked += 1
      let error = instant.timeIntervalSince1970 - expected
      if abs(error) > Self.tolerance {
        misses.append("\(pair.day.coordinate) \(pair.day.date) \(pair.kind): \(error) s")
      }
    }
    #expect(checked > 20_000)
    #expect(misses.isEmpty, "\(misses.count) events off by more than 30 s: \(misses.prefix(10))")
  }

  @Test func everyPolarStateMatchesAwayFromTheThreshold() async throws {
    var checked = 0
    var misses: [String] = []
    for pair in try await Self.pairs() where pair.kind != .solarNoon {
      let (highest, lowest) = pair.day.extremeAltitudes(for: pair.kind)
      let margin = min(abs(highest - pair.kind.angle), abs(lowest - pair.kind.angle))
      guard margin > Self.thresholdMargin else { continue }
      checked += 1
      let same: Bool
      switch (pair.reference, pair.computed) {
      case (.at, .at), (.up, .sunUpAllDay), (.down, .sunDownAllDay): same = true
      default: same = false
      }
      if !same {
        misses.append(
          "\(pair.day.coordinate) \(pair.day.date) \(pair.kind): \(pair.reference) vs \(pair.computed)"
        )
      }
    }
    #expect(checked > 25_000)
    #expect(misses.isEmpty, "\(misses.count) events in another state: \(misses.prefix(10))")
  }

  /// Prints the error distribution per event kind (the figures the README shows), over the
  /// events the 30 s target applies to, and how the polar states compare.
  @Test func errorDistribution() async throws {
    var errors: [EventKind: [Double]] = [:]
    var slow: [EventKind: [Double]] = [:]
    var states = (compared: 0, nearThreshold: 0, differingNearThreshold: 0)
    for pair in try await Self.pairs() {
      if pair.kind != .solarNoon {
        let (highest, lowest) = pair.day.extremeAltitudes(for: pair.kind)
        let margin = min(abs(highest - pair.kind.angle), abs(lowest - pair.kind.angle))
        if margin > Self.thresholdMargin {
          states.compared += 1
        } else {
          states.nearThreshold += 1
          if Self.state(pair.reference) != Self.state(pair.computed) {
            states.differingNearThreshold += 1
          }
        }
      }
      guard case .at(let expected, let rate) = pair.reference, let instant = pair.computed.date
      else { continue }
      let error = abs(instant.timeIntervalSince1970 - expected)
      if rate > Self.fastCrossing {
        errors[pair.kind, default: []].append(error)
      } else {
        slow[pair.kind, default: []].append(error)
      }
    }
    var lines = [
      "| event | events | median | 99th percentile | maximum | slower crossings: events, maximum |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for kind in EventKind.allCases {
      let sorted = (errors[kind] ?? []).sorted()
      let slowSorted = (slow[kind] ?? []).sorted()
      #expect(!sorted.isEmpty, "no \(kind) in the table")
      let figures = [
        kind.rawValue, String(sorted.count), Self.format(Self.percentile(sorted, 0.5)),
        Self.format(Self.percentile(sorted, 0.99)), Self.format(sorted.last ?? 0),
        "\(slowSorted.count), \(Self.format(slowSorted.last ?? 0))",
      ]
      lines.append("| " + figures.joined(separator: " | ") + " |")
    }
    lines.append(
      "polar states: \(states.compared) compared, all equal; \(states.nearThreshold) within "
        + "\(Self.thresholdMargin) degrees of the threshold, \(states.differingNearThreshold) of "
        + "them differing")
    print(lines.joined(separator: "\n"))
  }

  /// Whether an event happens, or on which side of its angle the sun stays.
  static func state(_ event: ReferenceDay.Event) -> String {
    switch event {
    case .at: "occurs"
    case .up: "up"
    case .down: "down"
    }
  }

  static func state(_ event: SolarEvent) -> String {
    switch event {
    case .at: "occurs"
    case .sunUpAllDay: "up"
    case .sunDownAllDay: "down"
    }
  }

  /// The value at fraction `p` of the sorted `values` (nearest rank).
  static func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let rank = Int((p * Double(values.count)).rounded(.up)) - 1
    return values[min(max(rank, 0), values.count - 1)]
  }

  static func format(_ seconds: Double) -> String {
    String(format: "%.1f s", seconds)
  }
}
