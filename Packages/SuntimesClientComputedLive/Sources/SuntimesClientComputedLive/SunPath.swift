/// The sun's daily path seen from one place: its altitude and hour angle at any instant, when it
/// culminates, and when it crosses a given altitude. Instants are Unix seconds (UTC).
struct SunPath: Sendable {
  /// The sun's horizontal parallax, degrees: seen from the surface it stands this much lower
  /// (times the cosine of its altitude) than seen from the Earth's centre.
  static let parallax = 8.794 / 3_600

  /// Degrees north.
  let latitude: Double
  /// Degrees east.
  let longitude: Double

  /// The sun's hour angle here at `instant`, degrees west of the meridian, -180..<180.
  func hourAngle(at instant: Double) -> Double {
    hourAngle(SolarCoordinates(unixSeconds: instant))
  }

  /// The geocentric altitude of the sun's centre here at `instant`, degrees, with no refraction.
  func altitude(at instant: Double) -> Double {
    altitude(SolarCoordinates(unixSeconds: instant))
  }

  /// The upper transit (hour angle 0) nearest to `instant`, a few hours away at most.
  func transit(near instant: Double) -> Double {
    culmination(near: instant, hourAngle: 0)
  }

  /// The lower culmination (hour angle 180) nearest to `instant`.
  func lowerCulmination(near instant: Double) -> Double {
    culmination(near: instant, hourAngle: 180)
  }

  /// The instant in `start...end` at which the sun's centre, seen from here, stands at
  /// `angle` degrees, given that it is on one side of it at `start` and on the other at `end`;
  /// `rising` tells which side is which. Newton's method on the hour angle, kept inside the
  /// bracket by bisection, to a millisecond.
  func crossing(of angle: Double, rising: Bool, from start: Double, to end: Double) -> Double {
    let target = geocentric(angle)
    var (low, high) = (start, end)
    // The first guess is from the transit's end of the bracket, where the sun is highest.
    let transit = rising ? end : start
    var instant = (low + high) / 2
    if let guess = estimate(
      target, rising: rising, near: transit, from: SolarCoordinates(unixSeconds: transit)),
      guess > low, guess < high
    {
      instant = guess
    }
    for _ in 0..<60 {
      let coordinates = SolarCoordinates(unixSeconds: instant)
      if (altitude(coordinates) < target) == rising {
        low = instant
      } else {
        high = instant
      }
      var next = estimate(target, rising: rising, near: instant, from: coordinates) ?? .nan
      if !(next > low && next < high) {  // also when there is no estimate
        next = (low + high) / 2
      }
      let step = next - instant
      instant = next
      if abs(step) < 0.001 || high - low < 0.001 { break }
    }
    return instant
  }

  /// The geocentric altitude at which the sun's centre stands at `angle` seen from the surface.
  func geocentric(_ angle: Double) -> Double {
    angle + Self.parallax * Degrees.cos(angle)
  }

  private func hourAngle(_ coordinates: SolarCoordinates) -> Double {
    Degrees.wrapped180(coordinates.greenwichHourAngle + longitude)
  }

  private func altitude(_ coordinates: SolarCoordinates) -> Double {
    let sine =
      Degrees.sin(latitude) * Degrees.sin(coordinates.declination)
      + Degrees.cos(latitude) * Degrees.cos(coordinates.declination)
      * Degrees.cos(hourAngle(coordinates))
    return Degrees.asin(min(1, max(-1, sine)))
  }

  /// Where the sun's hour angle says the crossing of geocentric altitude `target` is, from its
  /// place at `instant`: `nil` when its declination there never reaches that altitude.
  private func estimate(
    _ target: Double, rising: Bool, near instant: Double, from coordinates: SolarCoordinates
  ) -> Double? {
    let cosine =
      (Degrees.sin(target) - Degrees.sin(latitude) * Degrees.sin(coordinates.declination))
      / (Degrees.cos(latitude) * Degrees.cos(coordinates.declination))
    guard cosine.isFinite, abs(cosine) <= 1 else { return nil }
    let wanted = rising ? -Degrees.acos(cosine) : Degrees.acos(cosine)
    return instant + Self.seconds(ofHourAngle: wanted - hourAngle(coordinates))
  }

  /// The instant near `instant` at which the sun's hour angle is `target` degrees.
  private func culmination(near instant: Double, hourAngle target: Double) -> Double {
    var result = instant
    for _ in 0..<8 {
      let step = Self.seconds(ofHourAngle: -Degrees.wrapped180(hourAngle(at: result) - target))
      result += step
      if abs(step) < 0.001 { break }
    }
    return result
  }

  /// The time the sun's hour angle takes to grow by `degrees`: 360 degrees a day.
  private static func seconds(ofHourAngle degrees: Double) -> Double {
    degrees / 360 * 86_400
  }
}
