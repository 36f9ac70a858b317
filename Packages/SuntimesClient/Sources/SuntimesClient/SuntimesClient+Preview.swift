import Foundation

extension SuntimesClient {
  /// Plausible, deterministic days for any place and date, with no network: a textbook
  /// approximation (solar declination by day of year, noon by longitude) that also produces
  /// polar days and nights, so previews and demos show every state.
  public static let preview = SuntimesClient(fetchSolarDay: { coordinate, date in
    PreviewSky.day(at: coordinate, on: date)
  })

  /// A client that fails every request as an unreachable API would, to preview error states.
  public static let previewFailing = SuntimesClient.failing(
    .unreachable("preview: the network is switched off")
  )
}

/// The approximation behind ``SuntimesClient/preview``; within some minutes of the real sky.
enum PreviewSky {
  static func day(at coordinate: Coordinate, on date: CalendarDate) -> SolarDay {
    let noon = solarNoon(longitude: coordinate.longitude, date: date)
    let declination = declination(dayOfYear: dayOfYear(date))
    func events(altitude: Double) -> (SolarEvent, SolarEvent) {
      let latitude = coordinate.latitude * .pi / 180
      let cosine =
        (sin(altitude * .pi / 180) - sin(latitude) * sin(declination))
        / (cos(latitude) * cos(declination))
      if cosine < -1 { return (.sunUpAllDay, .sunUpAllDay) }
      if cosine > 1 { return (.sunDownAllDay, .sunDownAllDay) }
      let halfDay = acos(cosine) * 180 / .pi / 15 * 3600
      return (.at(noon.addingTimeInterval(-halfDay)), .at(noon.addingTimeInterval(halfDay)))
    }
    let (sunrise, sunset) = events(altitude: -0.833)
    let (civilBegin, civilEnd) = events(altitude: -6)
    let (nauticalBegin, nauticalEnd) = events(altitude: -12)
    let (astronomicalBegin, astronomicalEnd) = events(altitude: -18)
    var dayLength = Duration.zero
    if let rise = sunrise.date, let set = sunset.date {
      dayLength = .seconds(Int(set.timeIntervalSince(rise).rounded()))
    }
    return SolarDay(
      coordinate: coordinate,
      date: date,
      sunrise: sunrise,
      sunset: sunset,
      solarNoon: noon,
      dayLength: dayLength,
      civilTwilightBegin: civilBegin,
      civilTwilightEnd: civilEnd,
      nauticalTwilightBegin: nauticalBegin,
      nauticalTwilightEnd: nauticalEnd,
      astronomicalTwilightBegin: astronomicalBegin,
      astronomicalTwilightEnd: astronomicalEnd
    )
  }

  /// 12:00 UTC moved by four minutes per degree of longitude, to the whole second.
  static func solarNoon(longitude: Double, date: CalendarDate) -> Date {
    let midday = Double(date.daysSince1970) * 86_400 + 43_200
    return Date(timeIntervalSince1970: midday + (-longitude * 240).rounded())
  }

  static func dayOfYear(_ date: CalendarDate) -> Int {
    let starts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    let isLeap = (date.year % 4 == 0 && date.year % 100 != 0) || date.year % 400 == 0
    return starts[date.month - 1] + date.day + (isLeap && date.month > 2 ? 1 : 0)
  }

  /// The sun's declination in radians (Cooper's formula).
  static func declination(dayOfYear: Int) -> Double {
    23.44 * .pi / 180 * sin(2 * .pi * Double(284 + dayOfYear) / 365)
  }
}
