import Foundation
import Testing

@testable import TerminalScreen
@testable import TerminalScreenTesting

/// The golden-file check: a match passes, a difference names its rows, a missing file or a
/// recording run writes the file and says so.
struct SnapshotTests {
  static func sample(_ title: String = "Artists") -> ScreenBuffer {
    var buffer = ScreenBuffer(width: 16, height: 4)
    buffer.put(title, x: 0, y: 0, style: Style(bold: true))
    buffer.fill(x: 0, y: 2, width: 16, height: 1, style: Style(reverse: true))
    buffer.put(" Aurora Vale", x: 0, y: 2, style: Style(reverse: true))
    return buffer
  }

  /// A golden file's place in a fresh temporary folder, removed after `body`.
  static func withTemporaryFile(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder.appendingPathComponent("Suite/name.txt"))
  }

  @Test func theGoldenTextIsTheRowsThenTheStyles() {
    #expect(
      SnapshotText.of(Self.sample()) == """
        Artists

         Aurora Vale

        --- styles
        AAAAAAA

        BBBBBBBBBBBBBBBB

        A: bold
        B: reverse

        """)
  }

  @Test func aMissingFileIsWrittenThenMatched() throws {
    try Self.withTemporaryFile { url in
      #expect(
        SnapshotCheck.check(Self.sample(), against: url, recording: false) == .recordedMissing)
      let written = try String(contentsOf: url, encoding: .utf8)
      #expect(written == SnapshotText.of(Self.sample()))
      #expect(SnapshotCheck.check(Self.sample(), against: url, recording: false) == .matched)
    }
  }

  @Test func aDifferenceNamesTheRowsWithExpectedBesideActual() throws {
    try Self.withTemporaryFile { url in
      _ = SnapshotCheck.check(Self.sample(), against: url, recording: false)
      let outcome = SnapshotCheck.check(Self.sample("Albums"), against: url, recording: false)
      #expect(
        outcome
          == .differs(
            """
            row 0:
              expected: |Artists|
              actual:   |Albums|
            styles row 0:
              expected: |AAAAAAA|
              actual:   |AAAAAA|
            """))
    }
  }

  @Test func recordingRewritesTheFile() throws {
    try Self.withTemporaryFile { url in
      _ = SnapshotCheck.check(Self.sample(), against: url, recording: false)
      #expect(SnapshotCheck.check(Self.sample("Songs"), against: url, recording: true) == .recorded)
      #expect(SnapshotCheck.check(Self.sample("Songs"), against: url, recording: false) == .matched)
    }
  }

  @Test func endsOfLinesAndBlankLinesAtTheEndDoNotMatter() throws {
    try Self.withTemporaryFile { url in
      _ = SnapshotCheck.check(Self.sample(), against: url, recording: false)
      let text = try String(contentsOf: url, encoding: .utf8)
      let edited = text.replacingOccurrences(of: "\n", with: "\r\n") + "\n\n"
      try Data(edited.utf8).write(to: url)
      #expect(SnapshotCheck.check(Self.sample(), against: url, recording: false) == .matched)
    }
  }

  @Test func aLongDifferenceIsShortened() {
    let expected = (0..<30).map { "row \($0)" }
    let actual = (0..<30).map { "changed \($0)" }
    let diff = SnapshotDiff.lines(expected: expected, actual: actual + ["extra"]) ?? ""
    #expect(diff.hasPrefix("line 1:\n  expected: |row 0|\n  actual:   |changed 0|"))
    #expect(diff.hasSuffix("… and 11 more lines"))
    #expect(SnapshotDiff.lines(expected: expected, actual: expected) == nil)
  }

  @Test func goldenFilesSitBesideTheTestFileInAFolderNamedForIt() {
    let url = SnapshotCheck.url(
      named: "loaded-80x24", filePath: "/p/Tests/T/LibraryViewTests.swift")
    #expect(url.path == "/p/Tests/T/__Snapshots__/LibraryViewTests/loaded-80x24.txt")
  }

  @Test func expectSnapshotPassesOnItsGoldenFile() {
    expectSnapshot(Self.sample(), named: "sample")
  }

  @Test func expectSnapshotsDrawsOneBufferPerSizeNamedForIt() {
    var drawn: [String] = []
    expectSnapshots(named: "sized", sizes: [SnapshotSize(width: 12, height: 2), .classic]) {
      buffer, area in
      drawn.append("\(area)")
      buffer.put("\(buffer.width) wide", x: 0, y: 0)
    }
    #expect(drawn == ["0,0 12x2", "0,0 80x24"])
    #expect(SnapshotSize.standard.map(\.description) == ["80x24", "120x40"])
  }
}
