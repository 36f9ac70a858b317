import SuntimesClient

extension SolarDayPresentation {
  /// One labelled line of a presented day.
  public struct Row: Sendable, Hashable {
    /// Which line this is.
    public let kind: Kind
    /// The value: a time (`05:34`, `01:04 (+1 day)`), a sentence for an event that does not
    /// happen, or the day length.
    public let value: String

    /// The label, as ``Kind/label``.
    public var label: String { kind.label }

    /// Creates a row.
    public init(kind: Kind, value: String) {
      self.kind = kind
      self.value = value
    }
  }
}

extension SolarDayPresentation.Row {
  /// The lines of a presented day, in display order (the order of `allCases`: from astronomical
  /// dawn through the day to astronomical dusk, then the day length).
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// Astronomical dawn (-18°).
    case astronomicalDawn
    /// Nautical dawn (-12°).
    case nauticalDawn
    /// Civil dawn (-6°).
    case civilDawn
    /// Sunrise.
    case sunrise
    /// Solar noon.
    case solarNoon
    /// Sunset.
    case sunset
    /// Civil dusk (-6°).
    case civilDusk
    /// Nautical dusk (-12°).
    case nauticalDusk
    /// Astronomical dusk (-18°).
    case astronomicalDusk
    /// The time between sunrise and sunset.
    case dayLength

    /// `Astronomical dawn`, `Nautical dawn`, `Civil dawn`, `Sunrise`, `Solar noon`, `Sunset`,
    /// `Civil dusk`, `Nautical dusk`, `Astronomical dusk` or `Day length`.
    public var label: String {
      switch self {
      case .astronomicalDawn:
        return "Astronomical dawn"
      case .nauticalDawn:
        return "Nautical dawn"
      case .civilDawn:
        return "Civil dawn"
      case .sunrise:
        return "Sunrise"
      case .solarNoon:
        return "Solar noon"
      case .sunset:
        return "Sunset"
      case .civilDusk:
        return "Civil dusk"
      case .nauticalDusk:
        return "Nautical dusk"
      case .astronomicalDusk:
        return "Astronomical dusk"
      case .dayLength:
        return "Day length"
      }
    }

    /// The event this line shows and the angle that defines it; `nil` for the day length.
    func event(of day: SolarDay) -> (event: SolarEvent, angle: SolarAngle)? {
      switch self {
      case .astronomicalDawn:
        return (day.astronomicalTwilightBegin, .astronomical)
      case .nauticalDawn:
        return (day.nauticalTwilightBegin, .nautical)
      case .civilDawn:
        return (day.civilTwilightBegin, .civil)
      case .sunrise:
        return (day.sunrise, .horizon)
      case .solarNoon:
        return (.at(day.solarNoon), .horizon)
      case .sunset:
        return (day.sunset, .horizon)
      case .civilDusk:
        return (day.civilTwilightEnd, .civil)
      case .nauticalDusk:
        return (day.nauticalTwilightEnd, .nautical)
      case .astronomicalDusk:
        return (day.astronomicalTwilightEnd, .astronomical)
      case .dayLength:
        return nil
      }
    }
  }
}
