import Foundation

/// A share's expiry as a person writes it: `2026-12-31` (the start of that day, UTC),
/// `2026-12-31T18:00` or `2026-12-31T18:00:30`, with or without a final `Z` (UTC either way).
public enum ShareExpiryText {
  /// The instant `text` names; `nil` when it is not one of the forms, or not a real date
  /// (years 1970 to 9999).
  public static func date(_ text: String) -> Date? {
    var body = Substring(text)
    if body.hasSuffix("Z") { body = body.dropLast() }
    let halves = body.split(separator: "T", omittingEmptySubsequences: false)
    guard halves.count <= 2, let day = numbers(halves[0], separator: "-", counts: [4, 2, 2])
    else { return nil }
    var time = [0, 0, 0]
    if halves.count == 2 {
      guard
        let given = numbers(halves[1], separator: ":", counts: [2, 2, 2])
          ?? numbers(halves[1], separator: ":", counts: [2, 2])
      else { return nil }
      time = given + [0]
    }
    guard (1970...9999).contains(day[0]), (1...12).contains(day[1]), (0...23).contains(time[0]),
      (0...59).contains(time[1]), (0...59).contains(time[2])
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let components = DateComponents(
      year: day[0], month: day[1], day: day[2], hour: time[0], minute: time[1], second: time[2])
    guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
      return nil
    }
    return date
  }

  /// The numbers of `text` split at `separator`, each of exactly the digits `counts` says.
  private static func numbers(
    _ text: Substring, separator: Character, counts: [Int]
  ) -> [Int]? {
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == counts.count else { return nil }
    var values: [Int] = []
    for (part, count) in zip(parts, counts) {
      guard part.count == count, part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(part)
      else { return nil }
      values.append(value)
    }
    return values
  }
}
