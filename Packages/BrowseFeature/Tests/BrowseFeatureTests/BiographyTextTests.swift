import Testing

@testable import BrowseFeature

/// A biography from a server made plain: tags dropped, entities decoded, spaces tidied.
struct BiographyTextTests {
  @Test func tagsAreDroppedAndALinkKeepsWhatItSays() {
    let html =
      #"Aurora Vale records <b>ambient</b> music. "#
      + #"<a href="https://www.last.fm/music/Aurora+Vale">Read more on Last.fm</a>"#
    #expect(BiographyText.plain(html) == "Aurora Vale records ambient music. Read more on Last.fm")
  }

  @Test func breaksAndParagraphsBreakLines() {
    #expect(BiographyText.plain("one<br>two<BR/>three") == "one\ntwo\nthree")
    #expect(BiographyText.plain("<p>First.</p><p>Second.</p>") == "First.\n\nSecond.")
    #expect(BiographyText.plain("<ul><li>a</li><li>b</li></ul>") == "a\n\nb")
    #expect(
      BiographyText.plain("Plain\n\n\n\nparagraphs\nand lines") == "Plain\n\nparagraphs\nand lines")
  }

  @Test func theCommonEntitiesAreDecodedAndUnknownOnesKept() {
    #expect(
      BiographyText.plain("Rock &amp; roll &lt;3 &quot;live&quot; &#39;77 &#x2014; &hellip;")
        == "Rock & roll <3 \"live\" '77 — …")
    #expect(BiographyText.plain("a&nbsp;b &bogus; & c &#xZZ;") == "a b &bogus; & c &#xZZ;")
    #expect(BiographyText.plain("&lt;b&gt;not a tag&lt;/b&gt;") == "<b>not a tag</b>")
    #expect(BiographyText.plain("&#1114112;") == "\u{FFFD}")
  }

  @Test func aLessThanThatStartsNoTagIsText() {
    #expect(BiographyText.plain("1 < 2 and 3 <4") == "1 < 2 and 3 <4")
    #expect(BiographyText.plain("<!-- note -->kept") == "kept")
  }

  @Test func spacesAndBlankLinesAreTidied() {
    #expect(BiographyText.plain("  a \t  b  \n\n  c  \n\n") == "a b\n\nc")
    #expect(BiographyText.plain(" <p> </p> \n ") == "")
    #expect(BiographyText.plain("") == "")
  }

  @Test func controlsAreLeftForTheViewToEscape() {
    #expect(BiographyText.plain("Red\u{1B}[31m &#27;x") == "Red\u{1B}[31m \u{1B}x")
  }
}
