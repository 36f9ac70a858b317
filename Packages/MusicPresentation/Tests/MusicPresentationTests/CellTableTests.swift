import Foundation
import MusicPresentation
import Testing

struct CellTableTests {
  @Test func rowsAlwaysHaveOneCellPerColumn() {
    let table = CellTable(
      columns: [CellTable.Column("A"), CellTable.Column("B", alignment: .right)],
      rows: [["only"], ["one", "two", "three"]])
    #expect(table.rows == [["only", ""], ["one", "two"]])
    #expect(table.headers == ["A", "B"])
    #expect(table.rightAligned == [1])
  }

  @Test func oneLineTurnsControlCharactersIntoSpaces() {
    #expect(oneLine("Line\nBreak\u{1B}[2J\tx") == "Line Break [2J x")
    #expect(oneLine("plain") == "plain")
  }

  /// Exactly the scalars of general category Control become spaces (it has none above U+FFFF).
  @Test func oneLineReplacesEveryControlScalarAndNothingElse() {
    var wrong: [String] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      let expected = scalar.properties.generalCategory == .control ? "a b" : text
      if oneLine(text) != expected { wrong.append(String(value, radix: 16)) }
    }
    #expect(wrong.isEmpty, "\(wrong)")
  }
}
