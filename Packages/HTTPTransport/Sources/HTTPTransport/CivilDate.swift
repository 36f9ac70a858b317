/// Proleptic Gregorian calendar arithmetic for the live clients' hand-written date parsers.
public enum CivilDate {
  /// How many days `month` (1...12) of `year` has.
  public static func daysIn(month: Int, year: Int) -> Int {
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

  /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
  public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let monthFromMarch = (month + 9) % 12
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
