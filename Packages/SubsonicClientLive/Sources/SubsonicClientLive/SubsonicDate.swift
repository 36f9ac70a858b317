import Foundation
import HTTPTransport

/// Parses the dates Subsonic servers send: `YYYY-MM-DD`, then optionally `T` (or a space)
/// and `HH:MM[:SS]`, an optional fraction of any length (`.892598`), and an optional zone
/// (`Z`, `±HH`, `±HHMM`, `±HH:MM`).
///
/// A date without a zone (supysonic: `2026-11-21T04:24:34`) is read as UTC, the zone such
/// servers store; a date without a time is midnight UTC. A small hand parser:
/// `ISO8601DateFormatter` is not Sendable, and Foundation's format styles want one exact shape.
enum SubsonicDate {
  /// The instant `text` names, or `nil` when it is not such a date.
  static func date(from text: String) -> Date? {
    var scanner = Scanner(Array(text.trimmingCharacters(in: .whitespaces).utf8))
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2),
      (1...12).contains(month), (1...CivilDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    if scanner.skip("T") || scanner.skip("t") || scanner.skip(" ") {
      guard let hours = scanner.number(digits: 2), scanner.skip(":"),
        let minutes = scanner.number(digits: 2)
      else { return nil }
      (hour, minute) = (hours, minutes)
      if scanner.skip(":") {
        guard let seconds = scanner.number(digits: 2) else { return nil }
        second = seconds
      }
      if scanner.skip(".") || scanner.skip(",") {
        guard let digits = scanner.digits(), !digits.isEmpty,
          let value = Double("0." + digits)
        else { return nil }
        fraction = value
      }
      // 60 allows a leap second, which is then the next minute's first.
      guard (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
      else { return nil }
    }
    guard let offset = scanner.zoneOffset(), scanner.isAtEnd else { return nil }
    let days = CivilDate.daysFromCivil(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }

  /// Reads the bytes of a date from left to right.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// Skips `character` when it comes next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// Exactly `count` decimal digits as a number.
    mutating func number(digits count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard isDigit(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += count
      return value
    }

    /// The run of decimal digits that comes next, as text.
    mutating func digits() -> String? {
      let start = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The zone at the end as seconds east of UTC: 0 when there is none or it is `Z`; `nil`
    /// when it is malformed.
    mutating func zoneOffset() -> Int? {
      if isAtEnd { return 0 }
      if skip("Z") || skip("z") { return 0 }
      let sign: Int
      if skip("+") {
        sign = 1
      } else if skip("-") {
        sign = -1
      } else {
        return nil
      }
      guard let hours = number(digits: 2) else { return nil }
      var minutes = 0
      if !isAtEnd {
        _ = skip(":")
        guard let value = number(digits: 2) else { return nil }
        minutes = value
      }
      guard (0...23).contains(hours), (0...59).contains(minutes) else { return nil }
      return sign * (hours * 3_600 + minutes * 60)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
  }
}
