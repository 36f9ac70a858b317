import Testing

@testable import TerminalScreen

/// The exact bytes of small diffs: only changed cells, the cheapest move across a gap, style
/// codes only where the style changes, wide characters written once.
struct ScreenDiffTests {
  /// The bytes as text with ESC shown as `⎋`, for readable expectations.
  static func text(_ bytes: [UInt8]) -> String {
    String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 })
  }

  /// `previous` and a copy changed by `change`.
  static func diff(
    _ previous: ScreenBuffer, options: FrameOptions = FrameOptions(),
    _ change: (inout ScreenBuffer) -> Void
  ) -> String {
    var next = previous
    change(&next)
    return text(ScreenDiff.bytes(from: previous, to: next, options: options))
  }

  let blank = ScreenBuffer(width: 10, height: 3)

  @Test func noChangeWritesNothing() {
    #expect(Self.diff(blank) { _ in } == "")
    #expect(Self.diff(blank, options: FrameOptions(synchronizedOutput: true)) { _ in } == "")
    #expect(Self.diff(blank) { $0.put(" ", x: 3, y: 1) } == "")
  }

  @Test func oneChangedCellIsOneMoveAndOneCharacter() {
    #expect(Self.diff(blank) { $0.put("x", x: 3, y: 1) } == "⎋[2;4Hx")
    #expect(Self.diff(blank) { $0.put("x", x: 0, y: 0) } == "⎋[Hx")
    #expect(Self.diff(blank) { $0.put("x", x: 0, y: 2) } == "⎋[3Hx")
  }

  @Test func gapsAreCrossedByTheShortestMove() {
    #expect(Self.diff(blank) { $0.put("a b", x: 1, y: 0) } == "⎋[1;2Ha⎋[Cb")
    #expect(Self.diff(blank) { $0.put("a    b", x: 1, y: 0) } == "⎋[1;2Ha⎋[4Cb")
    #expect(
      Self.diff(blank) {
        $0.put("a", x: 0, y: 0)
        $0.put("b", x: 0, y: 1)
      } == "⎋[Ha\r\nb")
    #expect(
      Self.diff(blank) {
        $0.put("a", x: 5, y: 0)
        $0.put("b", x: 4, y: 2)
      } == "⎋[1;6Ha⎋[3;5Hb")
    // After the last column the cursor waits to wrap: only absolute moves from there.
    #expect(
      Self.diff(blank) {
        $0.put("x", x: 9, y: 0)
        $0.put("y", x: 0, y: 1)
        $0.put("z", x: 9, y: 1)
        $0.put("w", x: 9, y: 2)
      } == "⎋[1;10Hx\r\ny⎋[8Cz⎋[3;10Hw")
  }

  @Test func styleCodesAreSentOnlyWhereTheStyleChanges() {
    #expect(
      Self.diff(blank) {
        $0.put("ab", x: 0, y: 0, style: Style(bold: true))
        $0.put("c", x: 2, y: 0)
      } == "⎋[H⎋[1mab⎋[0mc")
    #expect(
      Self.diff(blank) {
        $0.put("ab", x: 0, y: 0, style: Style(foreground: .red))
        $0.put("cd", x: 5, y: 0, style: Style(foreground: .red, reverse: true))
        $0.put("e", x: 8, y: 0, style: Style(foreground: .brightGreen, background: .blue))
      } == "⎋[H⎋[31mab⎋[3C⎋[7mcd⎋[C⎋[0;92;44me⎋[0m")
    let bold = ScreenBuffer(width: 4, height: 1, style: Style(bold: true, dim: true))
    #expect(
      Self.diff(bold) { $0.put("x", x: 1, y: 0, style: Style(dim: true)) }
        == "⎋[1;2H⎋[2mx⎋[0m")
  }

  @Test func aWideCharacterIsWrittenOnceAndItsSecondCellSkipped() {
    #expect(
      Self.diff(blank) {
        $0.put("日", x: 2, y: 0)
        $0.put("x", x: 4, y: 0)
      } == "⎋[1;3H日x")
    var wide = blank
    wide.put("日本", x: 0, y: 0)
    #expect(Self.diff(wide) { $0.put("a", x: 1, y: 0) } == "⎋[H a")
    #expect(Self.diff(wide) { $0.put("本", x: 0, y: 0) } == "⎋[H本")
    #expect(
      Self.diff(wide) { $0.put("x", x: 2, y: 0, style: Style(underline: true)) }
        == "⎋[1;3H⎋[4mx⎋[0m ")
  }

  @Test func runsOfBlanksAreErasedWhereThatIsShorter() {
    // The row a selection bar leaves: a name, ECH over the gap, a move past it, the count.
    var bar = ScreenBuffer(width: 40, height: 2)
    bar.put(" Aurora Vale", x: 0, y: 0, style: Style(reverse: true))
    bar.fill(x: 12, y: 0, width: 26, height: 1, style: Style(reverse: true))
    bar.put("2 ", x: 38, y: 0, style: Style(reverse: true))
    #expect(
      Self.diff(bar) {
        $0.put(" Aurora Vale", x: 0, y: 0)
        $0.fill(x: 12, y: 0, width: 26, height: 1)
        $0.put("2 ", x: 38, y: 0)
      } == "⎋[H Aurora Vale⎋[26X⎋[26C2 ")
    // A row emptied to its end: EL; a short run is written as spaces.
    var text = ScreenBuffer(width: 40, height: 2)
    text.put("a long line of text", x: 0, y: 1)
    #expect(Self.diff(text) { $0.fill(x: 2, y: 1, width: 38, height: 1) } == "⎋[2;3H⎋[K")
    #expect(Self.diff(text) { $0.fill(x: 16, y: 1, width: 3, height: 1) } == "⎋[2;17H   ")
    // Blanks that were blank already do not count: one changed space is one space.
    #expect(Self.diff(text) { $0.fill(x: 18, y: 1, width: 1, height: 1) } == "⎋[2;19H ")
  }

  @Test func synchronizedOutputWrapsTheFrame() {
    let options = FrameOptions(synchronizedOutput: true)
    #expect(
      Self.diff(blank, options: options) { $0.put("x", x: 3, y: 1) }
        == "⎋[?2026h⎋[2;4Hx⎋[?2026l")
  }

  @Test func noColorDropsColoursAndKeepsAttributes() {
    let options = FrameOptions(noColor: true)
    #expect(
      Self.diff(blank, options: options) {
        $0.fill(x: 0, y: 0, width: 10, height: 3, style: Style(background: .blue))
      } == "")
    #expect(
      Self.diff(blank, options: options) {
        $0.put("x", x: 0, y: 0, style: Style(foreground: .red, bold: true, reverse: true))
      } == "⎋[H⎋[1;7mx⎋[0m")
    var frame = blank
    frame.put("ab", x: 0, y: 0, style: Style(foreground: .red))
    #expect(Self.text(ScreenDiff.fullRedraw(frame, options: options)).hasPrefix("⎋[Hab⎋[K\r\n"))
  }

  @Test func aFullRedrawWritesEveryCellRowByRow() {
    var frame = ScreenBuffer(width: 3, height: 2)
    frame.put("abc", x: 0, y: 0)
    frame.put("日", x: 0, y: 1, style: Style(italic: true))
    #expect(Self.text(ScreenDiff.fullRedraw(frame)) == "⎋[Habc\r\n⎋[3m日⎋[0m ")
    #expect(
      Self.text(ScreenDiff.fullRedraw(frame, options: FrameOptions(synchronizedOutput: true)))
        == "⎋[?2026h⎋[Habc\r\n⎋[3m日⎋[0m ⎋[?2026l")
  }

  @Test func aSizeChangeOrNoPreviousFrameIsAFullRedraw() {
    var frame = ScreenBuffer(width: 3, height: 2)
    frame.put("abc", x: 0, y: 0)
    let full = ScreenDiff.fullRedraw(frame)
    #expect(ScreenDiff.bytes(from: nil, to: frame) == full)
    #expect(ScreenDiff.bytes(from: ScreenBuffer(width: 4, height: 2), to: frame) == full)
    #expect(ScreenDiff.bytes(from: ScreenBuffer(width: 3, height: 1), to: frame) == full)
  }

  @Test func scatteredChangesCostNoMoreThanAFullRedraw() {
    let previous = ScreenBuffer(width: 10, height: 3)
    var next = previous
    for y in 0..<3 {
      for x in stride(from: y % 2, to: 10, by: 2) { next.put("x", x: x, y: y) }
    }
    let diff = ScreenDiff.bytes(from: previous, to: next)
    #expect(diff == ScreenDiff.fullRedraw(next))
  }
}
