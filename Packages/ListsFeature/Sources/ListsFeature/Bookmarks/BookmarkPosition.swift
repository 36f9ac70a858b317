/// A position in a song as a person writes it: `83` or `83.5` seconds, `1:23` (minutes and
/// seconds), `1:02:03` (hours, minutes, seconds), seconds with a fraction in each form.
public enum BookmarkPosition {
  /// The position `text` names, in milliseconds; `nil` when it is not one (empty, negative,
  /// letters, minutes or seconds after the first field of 60 or more, over 100 hours).
  public static func milliseconds(_ text: String) -> Int? {
    let fields = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard (1...3).contains(fields.count), let last = fields.last, let seconds = seconds(last)
    else { return nil }
    var whole = 0
    for (index, field) in fields.dropLast().enumerated() {
      guard !field.isEmpty, field.allSatisfy(\.isASCII), let value = Int(field), value >= 0,
        index == 0 || value < 60
      else { return nil }
      whole = whole * 60 + value
    }
    if fields.count > 1, seconds >= 60_000 { return nil }
    let total = whole * 60_000 + seconds
    return total <= maximumMilliseconds ? total : nil
  }

  /// The longest position taken: 100 hours.
  public static let maximumMilliseconds = 100 * 3_600_000

  /// `ss` or `ss.fff` in milliseconds (a fraction beyond milliseconds rounded down).
  private static func seconds(_ text: String) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), !parts[0].isEmpty,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      parts[0].count <= 9, let whole = Int(parts[0])
    else { return nil }
    guard parts.count == 2 else { return whole * 1000 }
    guard !parts[1].isEmpty else { return nil }
    let digits = String((parts[1] + "00").prefix(3))
    return whole * 1000 + (Int(digits) ?? 0)
  }
}
