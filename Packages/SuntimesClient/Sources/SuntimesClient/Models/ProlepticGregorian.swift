/// The proleptic Gregorian calendar of ISO 8601: the Gregorian rules carried back before the
/// 1582 reform, so every date names one day whatever the year.
///
/// Foundation's `Calendar(identifier: .gregorian)` and its ISO 8601 formatters switch to the
/// Julian calendar before 1582-10-15 (1000-06-01 reads as 1000-05-26), so the Suntimes packages
/// take dates and clock fields from here, never from them. Howard Hinnant's `days_from_civil` and
/// `civil_from_days`.
enum ProlepticGregorian {
  /// How many days `month` (1...12) of `year` has.
  static func daysIn(month: Int, year: Int) -> Int {
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

  /// Days from 1970-01-01 to `year-month-day`; negative before 1970. For `abs(year)` up to
  /// some billions.
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` days after 1970-01-01 (before it when negative); the inverse of
  /// ``daysSince1970(year:month:day:)``.
  static func date(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}
