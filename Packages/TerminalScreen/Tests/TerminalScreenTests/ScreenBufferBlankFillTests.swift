import DependencyRegistryTesting
import Testing

@testable import TerminalScreen

/// `fill` with spaces (blank cells, as every pane clears its area) makes the cells directly;
/// on random buffers it leaves exactly what writing the spaces as text, row by row, leaves.
struct ScreenBufferBlankFillTests {
  @Test func blankFillIsWritingSpacesRowByRow() {
    var generator = SeededGenerator(seed: 2_811)
    for _ in 0..<500 {
      var buffer = ScreenDiffPropertyTests.scribbled(upTo: 12, 4, using: &generator)
      ScreenDiffPropertyTests.scribble(on: &buffer, using: &generator)
      let (width, height) = (buffer.width, buffer.height)
      let x = Int.random(in: -3...width, using: &generator)
      let y = Int.random(in: -1...height, using: &generator)
      let fillWidth = Int.random(in: -1...width + 2, using: &generator)
      let fillHeight = Int.random(in: -1...height + 1, using: &generator)
      let style = ScreenDiffPropertyTests.randomStyle(using: &generator)
      var filled = buffer
      filled.fill(x: x, y: y, width: fillWidth, height: fillHeight, style: style)
      var written = buffer
      let room = min(fillWidth, width - x)
      if room > 0, x + room > 0 {
        for row in max(y, 0)..<max(min(y + fillHeight, height), max(y, 0)) {
          written.put(String(repeating: " ", count: room), x: x, y: row, style: style)
        }
      }
      #expect(filled == written, "\(width)x\(height), fill \(x),\(y) \(fillWidth)x\(fillHeight)")
      #expect(ScreenDiffPropertyTests.isWhole(filled))
    }
  }
}
