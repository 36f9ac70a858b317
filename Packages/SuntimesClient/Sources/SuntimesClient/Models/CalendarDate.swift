import Foundation

/// A day of the Gregorian calendar, with no time and no zone: the day the API is asked about.
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
      (1...Self.daysIn(month: month, year: year)).contains(day)
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

  /// The date it is now in `timeZone`; a system clock set outside years 1...9999 gives the
  /// nearest day within them.
  public static func today(in timeZone: TimeZone, now: Date = Date()) -> CalendarDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.era, .year, .month, .day], from: now)
    let year = parts.era == 0 ? 0 : parts.year ?? 1
    guard (1...9999).contains(year),
      let today = try? CalendarDate(year: year, month: parts.month ?? 1, day: parts.day ?? 1)
    else { return year < 1 ? .first : .last }
    return today
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

  private static func format(year: Int, month: Int, day: Int) -> String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(abs(value))
      return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
        + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return isLeap ? 29 : 28
    case 4, 6, 9, 11:
      return 30
    default:
      return 31
    }
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
