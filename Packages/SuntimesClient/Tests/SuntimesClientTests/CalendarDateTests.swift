import Foundation
import SuntimesClient
import Testing

struct CalendarDateTests {
  @Test func parsesAndPrintsIsoDays() throws {
    let date = try CalendarDate(parsing: "2024-02-29")
    #expect(date.year == 2024 && date.month == 2 && date.day == 29)
    #expect(date.description == "2024-02-29")
  }

  @Test(arguments: ["2026-02-29", "2026-13-01", "2026-04-31", "0000-01-01"])
  func rejectsDaysThatDoNotExist(text: String) {
    #expect(throws: CalendarDateError.invalid(text)) { try CalendarDate(parsing: text) }
  }

  @Test(arguments: ["", "2026-6-21", "21-06-2026", "2026-06-21T00:00", "２０２６-06-21", "today"])
  func rejectsTextThatIsNotYearMonthDay(text: String) {
    #expect(throws: CalendarDateError.unparseable(text)) { try CalendarDate(parsing: text) }
  }

  /// A clock set anywhere (years before 1 or after 9999) gives a day, never a crash.
  @Test func todayOfAClockFarOutIsTheNearestDayWithinTheRange() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    for seconds in stride(from: -1e13, through: 1e13, by: 7.3e11) {
      let today = CalendarDate.today(in: utc, now: Date(timeIntervalSince1970: seconds))
      #expect((1...9999).contains(today.year), "\(seconds)")
    }
    #expect(
      CalendarDate.today(in: utc, now: Date(timeIntervalSince1970: 1e12)).description
        == "9999-12-31")
    #expect(
      CalendarDate.today(in: utc, now: Date(timeIntervalSince1970: -1e12)).description
        == "0001-01-01")
    #expect(
      CalendarDate.today(in: utc, now: Date(timeIntervalSince1970: 0)).description == "1970-01-01")
  }

  @Test func todayDependsOnTheZone() throws {
    let instant = Date(timeIntervalSince1970: 1_782_000_000)  // 2026-06-21T00:00:00Z
    let tokyo = CalendarDate.today(in: TimeZone(identifier: "Asia/Tokyo")!, now: instant)
    let toronto = CalendarDate.today(in: TimeZone(identifier: "America/Toronto")!, now: instant)
    #expect(tokyo.description == "2026-06-21")
    #expect(toronto.description == "2026-06-20")
  }

  @Test func ordersByDay() throws {
    #expect(try CalendarDate(parsing: "2025-12-31") < CalendarDate(parsing: "2026-01-01"))
  }
}
