import Foundation
import HTTPTransport
import SuntimesClient

/// Parses the API's times: `YYYY-MM-DDTHH:MM:SS`, an optional fraction, and an offset (`+00:00`,
/// `-0500`, `+09` or `Z`). A small hand parser: `ISO8601DateFormatter` is not Sendable, and this
/// one is strict, locale-free and exact to the second whatever the offset.
enum APITimestamp {
  /// The instant `text` names, or `nil` when it is not such a time.
  static func date(from text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20,
      let year = number(bytes, 0..<4), bytes[4] == UInt8(ascii: "-"),
      let month = number(bytes, 5..<7), bytes[7] == UInt8(ascii: "-"),
      let day = number(bytes, 8..<10), bytes[10] == UInt8(ascii: "T"),
      let hour = number(bytes, 11..<13), bytes[13] == UInt8(ascii: ":"),
      let minute = number(bytes, 14..<16), bytes[16] == UInt8(ascii: ":"),
      let second = number(bytes, 17..<19),
      (1...12).contains(month), (1...CivilDate.daysIn(month: month, year: year)).contains(day),
      (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
    else { return nil }
    var index = 19
    var fraction = 0.0
    if bytes[index] == UInt8(ascii: ".") {
      let start = index + 1
      index = start
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      guard index > start,
        let value = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
      else { return nil }
      fraction = value
    }
    guard let offset = offsetSeconds(bytes[index...]) else { return nil }
    let seconds =
      CivilDate.daysFromCivil(year: year, month: month, day: day) * 86_400
      + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }

  /// The event `text` names: the PHP epoch sentinels become ``SolarEvent/sunUpAllDay``
  /// (epoch 1) and ``SolarEvent/sunDownAllDay`` (epoch 0), in whatever offset they are printed;
  /// `nil` when `text` is not a time.
  static func event(from text: String) -> SolarEvent? {
    guard let date = date(from: text) else { return nil }
    switch date.timeIntervalSince1970 {
    case 1: return .sunUpAllDay
    case 0: return .sunDownAllDay
    default: return .at(date)
    }
  }

  /// `Z`, `±HH`, `±HHMM` or `±HH:MM`, the whole rest of the text, as seconds east of UTC.
  private static func offsetSeconds(_ rest: ArraySlice<UInt8>) -> Int? {
    let bytes = Array(rest)
    if bytes == [UInt8(ascii: "Z")] { return 0 }
    guard let signByte = bytes.first,
      signByte == UInt8(ascii: "+") || signByte == UInt8(ascii: "-")
    else { return nil }
    let hours: Int?
    let minutes: Int?
    switch bytes.count {
    case 3:
      (hours, minutes) = (number(bytes, 1..<3), 0)
    case 5:
      (hours, minutes) = (number(bytes, 1..<3), number(bytes, 3..<5))
    case 6 where bytes[3] == UInt8(ascii: ":"):
      (hours, minutes) = (number(bytes, 1..<3), number(bytes, 4..<6))
    default:
      return nil
    }
    guard let hours, let minutes, (0...23).contains(hours), (0...59).contains(minutes) else {
      return nil
    }
    let magnitude = hours * 3_600 + minutes * 60
    return signByte == UInt8(ascii: "-") ? -magnitude : magnitude
  }

  private static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var value = 0
    for index in range {
      guard isDigit(bytes[index]) else { return nil }
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
    }
    return value
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
