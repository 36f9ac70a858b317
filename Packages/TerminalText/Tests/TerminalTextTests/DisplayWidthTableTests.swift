import Foundation
import Testing

@testable import TerminalText

/// The table of ranges says, for every Unicode scalar, what the reference measurement says of
/// that scalar alone. `SUNSONIC_RECORD=1 swift test --filter DisplayWidthTableTests` writes the
/// table anew from the toolchain's Unicode properties (a new Unicode version changes them).
struct DisplayWidthTableTests {
  /// Unicode's 17 planes, each a test case, so that they are checked in parallel.
  static let planes = Array(UInt32(0)...16)

  @Test(arguments: planes) func everyScalarTakesTheColumnsTheReferenceGivesIt(plane: UInt32) {
    var mismatches: [String] = []
    var emojiOutsideTheRanges: [String] = []
    for value in plane << 16...(plane << 16 | 0xFFFF) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if ReferenceDisplayWidth.columns(of: Character(scalar))
        != DisplayWidth.columns(of: Character(scalar))
      {
        mismatches.append(String(value, radix: 16))
      }
      if scalar.properties.isEmojiPresentation, !DisplayWidth.mayHaveEmojiPresentation(value) {
        emojiOutsideTheRanges.append(String(value, radix: 16))
      }
    }
    #expect(
      mismatches.isEmpty,
      "unlike the reference (SUNSONIC_RECORD=1 re-records the table): \(mismatches.prefix(10))")
    #expect(
      emojiOutsideTheRanges.isEmpty, "emoji presentation not looked up: \(emojiOutsideTheRanges)")
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["SUNSONIC_RECORD"] == "1"))
  func recordTheTable() throws {
    var ranges: [(start: UInt32, end: UInt32, width: Int)] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let width = ReferenceDisplayWidth.columns(of: Character(scalar))
      guard width != 1 else { continue }
      if let last = ranges.last, last.end + 1 == value, last.width == width {
        ranges[ranges.count - 1].end = value
      } else {
        ranges.append((value, value, width))
      }
    }
    try Self.source(for: ranges).write(to: Self.tableFile, atomically: true, encoding: .utf8)
  }

  private static let tableFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/TerminalText/DisplayWidthTable+Ranges.swift")

  private static func source(for ranges: [(start: UInt32, end: UInt32, width: Int)]) -> String {
    func list(_ values: [String]) -> String {
      stride(from: 0, to: values.count, by: 8).map { row in
        "    " + values[row..<min(row + 8, values.count)].joined(separator: ", ") + ","
      }
      .joined(separator: "\n")
    }
    let hex = { (value: UInt32) in "0x" + String(value, radix: 16, uppercase: true) }
    return """
      // Generated from the toolchain's Unicode properties by DisplayWidthTableTests
      // (SUNSONIC_RECORD=1 swift test --filter DisplayWidthTableTests): do not edit.

      extension DisplayWidthTable {
        /// The first scalar of each range of scalars that do not take one column, in order.
        static let starts: [UInt32] = [
      \(list(ranges.map { hex($0.start) }))
        ]

        /// The last scalar of each range.
        static let ends: [UInt32] = [
      \(list(ranges.map { hex($0.end) }))
        ]

        /// The columns the scalars of each range take: 0 or 2.
        static let widths: [UInt8] = [
      \(list(ranges.map { String($0.width) }))
        ]
      }

      """
  }
}
