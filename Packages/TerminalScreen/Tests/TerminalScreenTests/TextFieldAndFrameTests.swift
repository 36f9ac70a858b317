import TerminalScreen
import Testing

/// The one-line text field (the search's query, the picker's name) and the overlay's frame.
struct TextFieldAndFrameTests {
  @Test func aTextTooWideShowsItsEndAfterAnEllipsisWithTheCursorAfterIt() {
    var buffer = ScreenBuffer(width: 16, height: 1)
    TextField(label: "Name: ", text: "Road trip to 夜明け").draw(in: &buffer, area: buffer.area)
    #expect(buffer.lines() == ["Name: …o 夜明け▏"])
    var unfocused = ScreenBuffer(width: 16, height: 1)
    TextField(label: "Name: ", text: "Road", isFocused: false)
      .draw(in: &unfocused, area: unfocused.area)
    #expect(unfocused.lines() == ["Name: Road"])
  }

  @Test func typedControlsAreShownEscapedNeverSent() {
    var buffer = ScreenBuffer(width: 30, height: 1)
    TextField(label: "> ", text: "a\u{1B}[2Jb").draw(in: &buffer, area: buffer.area)
    #expect(buffer.lines() == ["> a\\u001B[2Jb▏"])
  }

  @Test func theTailIsTheLongestEndThatFitsAfterTheEllipsis() {
    let text = "naïve 日本語 text"  // 17 columns: 語 and its neighbours are two each
    #expect(TextField.tail(of: text, fitting: 17) == text)
    #expect(TextField.tail(of: text, fitting: 16) == "…ïve 日本語 text")
    #expect(TextField.tail(of: text, fitting: 8) == "…語 text")
    #expect(TextField.tail(of: text, fitting: 7) == "… text")  // 語 does not fit whole
    #expect(TextField.tail(of: text, fitting: 1) == "…")
  }

  @Test func theFrameClearsInsideAndCutsItsTitleToTheEdge() {
    var buffer = ScreenBuffer(width: 12, height: 3)
    buffer.put("xxxxxxxxxxxx", x: 0, y: 1)
    Frame.draw(in: &buffer, box: buffer.area, title: "A long title")
    #expect(buffer.lines() == ["┌─ A long…─┐", "│          │", "└──────────┘"])
  }
}
