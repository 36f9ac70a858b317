/// The sun's altitude that defines a pair of events: sunrise and sunset, or one of the three
/// twilights.
public enum SolarAngle: Sendable, Hashable, CaseIterable {
  /// Sunrise and sunset: the sun's upper edge at the horizon (-0.833°).
  case horizon
  /// Civil dawn and dusk: the sun's centre at -6°.
  case civil
  /// Nautical dawn and dusk: the sun's centre at -12°.
  case nautical
  /// Astronomical dawn and dusk: the sun's centre at -18°.
  case astronomical

  /// The altitude as text, `-0.833°`, `-6°`, `-12°` or `-18°`.
  public var degreesText: String {
    switch self {
    case .horizon:
      return "-0.833°"
    case .civil:
      return "-6°"
    case .nautical:
      return "-12°"
    case .astronomical:
      return "-18°"
    }
  }
}
