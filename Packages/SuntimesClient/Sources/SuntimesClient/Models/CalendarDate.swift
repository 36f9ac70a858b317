import Foundation

/// A day of the proleptic Gregorian calendar (ISO 8601's: the Gregorian rules before 1582 too),
/// with no time and no zone: the day the API is asked about.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The year, 1...9999.
  public let year: Int
  /// The month, 1...12.
  public let month: Int
  /// The day of the month, 1...31 as the month allows.
  public let day: Int

  /// Creates a date, or throws ``CalendarDateError`` when the day does not exist.
  public init(year: Int, month: Int, day: Int) throws(CalendarDateError) {
    let text = Self.format(year: year, month: month, day: day)
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...ProlepticGregorian.daysIn(month: month, year: year)).contains(day)
    else { throw .invalid(text) }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`, or throws ``CalendarDateError`` naming the text.
  public init(parsing text: String) throws(CalendarDateError) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { throw .unparseable(text) }
    try self.init(year: year, month: month, day: day)
  }

  /// The date it is now in `timeZone`, read as ``LocalDateTime`` reads it; a system clock set
  /// outside years 1...9999 gives the nearest day within them.
  public static func today(in timeZone: TimeZone, now: Date = Date()) -> CalendarDate {
    let local = LocalDateTime(now, in: timeZone)
    guard (1...9999).contains(local.year),
      let today = try? CalendarDate(year: local.year, month: local.month, day: local.day)
    else { return local.year < 1 ? .first : .last }
    return today
  }

  /// Days from 1970-01-01 to this date (`0001-01-01` is -719162); negative before 1970.
  public var daysSince1970: Int {
    ProlepticGregorian.daysSince1970(year: year, month: month, day: day)
  }

  /// 0001-01-01.
  static let first = CalendarDate(uncheckedYear: 1, month: 1, day: 1)
  /// 9999-12-31.
  static let last = CalendarDate(uncheckedYear: 9999, month: 12, day: 31)

  private init(uncheckedYear year: Int, month: Int, day: Int) {
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// `YYYY-MM-DD`.
  public var description: String { Self.format(year: year, month: month, day: day) }

  /// Whether `lhs` is an earlier day than `rhs`.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Decodes `YYYY-MM-DD`.
  public init(from decoder: any Decoder) throws {
    try self.init(parsing: decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes `YYYY-MM-DD`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// `YYYY-MM-DD`, the year padded to four digits (longer years are written in full).
  static func format(year: Int, month: Int, day: Int) -> String {
    "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// `value` in decimal, zero-padded to `width` digits after any minus sign.
  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value.magnitude)
    return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
      + digits
  }
}

/// Why a ``CalendarDate`` could not be made.
public enum CalendarDateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The text is not `YYYY-MM-DD`.
  case unparseable(String)
  /// The day does not exist (`2026-02-30`) or the year is outside 1...9999.
  case invalid(String)

  /// A one-line message naming the text.
  public var description: String {
    switch self {
    case .unparseable(let text):
      return "date \"\(text)\" is not YYYY-MM-DD"
    case .invalid(let text):
      return "date \(text) does not exist"
    }
  }
}
