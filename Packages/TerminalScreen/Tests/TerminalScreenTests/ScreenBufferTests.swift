import Testing

@testable import TerminalScreen

/// Text lands in the cells it should: measured in display columns, wide characters whole,
/// cut with `…`, and text from a server shown, never acted on.
struct ScreenBufferTests {
  @Test func textIsWrittenWhereItIsPutAndTrailingSpacesAreTrimmed() {
    var buffer = ScreenBuffer(width: 10, height: 3)
    #expect(buffer.put("hello", x: 2, y: 1) == 5)
    #expect(buffer.lines() == ["", "  hello", ""])
  }

  @Test func wideCharactersAndEmojiKeepColumnsAligned() {
    var buffer = ScreenBuffer(width: 12, height: 4)
    for (row, name) in ["日本語", "abc", "👍🏽 ok", "한국어 노래"].enumerated() {
      buffer.put(name, x: 0, y: row, maxWidth: 8)
      buffer.put("|", x: 8, y: row)
      buffer.put("9:59", x: 9, y: row, maxWidth: 3)
    }
    #expect(
      buffer.lines() == [
        "日本語  |9:…",
        "abc     |9:…",
        "👍🏽 ok   |9:…",
        "한국어… |9:…",
      ])
  }

  @Test func textWiderThanMaxWidthEndsWithAnEllipsis() {
    var buffer = ScreenBuffer(width: 20, height: 4)
    buffer.put("Café Nocturne", x: 0, y: 0, maxWidth: 6)
    buffer.put("Café Nocturne", x: 0, y: 1, maxWidth: 13)
    buffer.put("Café Nocturne", x: 0, y: 2, maxWidth: 1)
    buffer.put("Café Nocturne", x: 0, y: 3, maxWidth: 0)
    #expect(buffer.lines() == ["Café…", "Café Nocturne", "…", ""])
  }

  @Test func aWideCharacterThatDoesNotFitLeavesABlank() {
    var buffer = ScreenBuffer(width: 5, height: 3, style: Style(background: .blue))
    let style = Style(bold: true)
    #expect(buffer.put("ab日本", x: 0, y: 0, style: style) == 5)
    #expect(buffer.put("日本語", x: 0, y: 1, style: style, maxWidth: 4) == 4)
    #expect(buffer.lines() == ["ab日", "日…", ""])
    #expect(buffer[4, 0] == .empty(style))  // the blank takes the text's style
    #expect(buffer[3, 1] == .empty(style))
    #expect(buffer[4, 1] == .empty(Style(background: .blue)))  // untouched
  }

  @Test func writingOverHalfAWideCharacterBlanksTheOtherHalf() {
    var buffer = ScreenBuffer(width: 6, height: 2)
    buffer.put("日本", x: 0, y: 0)
    buffer.put("x", x: 1, y: 0)  // the right half of 日
    buffer.put("y", x: 2, y: 0)  // the left half of 本
    buffer.put("日本", x: 0, y: 1)
    buffer.put("語", x: 1, y: 1)  // across both
    #expect(buffer.lines() == [" xy", " 語"])
    #expect(buffer[3, 0].content == .empty)
    #expect(buffer[2, 1].content == .continuation)
    #expect(buffer[3, 1].content == .empty)
  }

  @Test func textStartingLeftOfTheBufferIsClipped() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    buffer.put("日本語", x: -1, y: 0)
    #expect(buffer.lines() == [" 本語"])
    buffer.put("abc", x: 5, y: 0)
    buffer.put("abc", x: 0, y: 3)  // outside: nothing
    #expect(buffer.lines() == [" 本語a"])
  }

  @Test func hostileNamesStayInTheirCells() {
    var buffer = ScreenBuffer(width: 24, height: 5)
    buffer.put("\u{1B}[2J\u{1B}]0;pwned\u{07}Song", x: 0, y: 0, maxWidth: 24)
    buffer.put("\u{202E}evil\u{2066}name", x: 0, y: 1, maxWidth: 24)
    buffer.put("a\nb\r\tc\u{85}d", x: 0, y: 2, maxWidth: 24)
    buffer.put("|" + String(repeating: "x", count: 10_000) + "|", x: 2, y: 3, maxWidth: 10)
    buffer.put("e\u{301}" + String(repeating: "\u{301}", count: 500) + "!", x: 0, y: 4)
    buffer.put("|", x: 12, y: 3)
    #expect(
      buffer.lines() == [
        "\\u001B[2J\\u001B]0;pwned…",
        "\\u202Eevil\\u2066name",
        "a\\u000Ab\\u000D\\u0009c\\u…",
        "  |xxxxxxxx…|",
        "e!",
      ])
    for cell in buffer.cells {
      let scalars = cell.character?.unicodeScalars.map(\.value) ?? []
      #expect(!scalars.contains { $0 < 0x20 || (0x7F...0x9F).contains($0) })
      #expect(!scalars.contains { [0x202E, 0x2066].contains($0) })
    }
  }

  @Test func fillCoversARectangleAndClearEmptiesTheBuffer() {
    var buffer = ScreenBuffer(width: 8, height: 4)
    buffer.fill(x: 1, y: 0, width: 6, height: 1, with: "─")
    buffer.fill(x: 1, y: 1, width: 5, height: 2, with: "日")
    buffer.fill(x: -3, y: 3, width: 100, height: 9, with: "\u{7}")
    #expect(buffer.lines() == [" ──────", " 日日", " 日日", "007\\u000"])
    buffer.clear(Style(reverse: true))
    #expect(buffer.lines() == ["", "", "", ""])
    #expect(buffer.cells.allSatisfy { $0 == .empty(Style(reverse: true)) })
  }

  @Test func stylesShowAsMarksUnderTheText() {
    var buffer = ScreenBuffer(width: 12, height: 3)
    buffer.put("Artists", x: 0, y: 0, style: Style(bold: true))
    buffer.put("日本", x: 8, y: 0, style: Style(foreground: .red))
    buffer.fill(x: 0, y: 1, width: 12, height: 1, style: Style(reverse: true))
    buffer.put("> Lanterns", x: 0, y: 1, style: Style(reverse: true))
    buffer.put("plain", x: 0, y: 2)
    buffer.put("!", x: 6, y: 2, style: Style(foreground: .brightWhite, background: .blue))
    #expect(buffer.lines() == ["Artists 日本", "> Lanterns", "plain !"])
    #expect(
      buffer.styleLines() == [
        "AAAAAAA.BBBB",
        "CCCCCCCCCCCC",
        "......D",
        "A: bold",
        "B: fg=red",
        "C: reverse",
        "D: fg=brightWhite bg=blue",
      ])
  }

  @Test func stylesPastTheSixtyTwoMarksShareOneMark() {
    let styles = TerminalColor.allCases.flatMap { background in
      TerminalColor.allCases.map { Style(foreground: $0, background: background) }
    }.filter { $0 != .plain }.prefix(70)
    var buffer = ScreenBuffer(width: 72, height: 2)
    for (x, style) in styles.enumerated() { buffer.put("x", x: x, y: 0, style: style) }
    buffer.put("yy", x: 0, y: 1, style: styles[styles.startIndex + 65])
    let lines = buffer.styleLines()
    let marks = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    #expect(lines[0] == marks + String(repeating: "*", count: 8))
    #expect(lines[1] == "**")
    #expect(lines.count == 2 + 62 + 1)
    #expect(lines[2] == "A: \(styles[styles.startIndex])")
    #expect(lines.last == "*: other styles")
  }
}
