import Testing

@testable import TerminalScreen

/// Every key form terminals send, mouse, focus, replies, bracketed paste, and what is unknown.
struct InputParserTests {
  /// The events `text`'s bytes make, then those a flush adds.
  static func events(_ text: String, flush: Bool = true) -> [InputEvent] {
    var parser = InputParser()
    let events = parser.parse(Array(text.utf8))
    return flush ? events + parser.flushPendingEscape() : events
  }

  static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(key, modifiers: modifiers)
  }

  static func characters(_ text: String) -> [InputEvent] {
    text.map { .key(.character($0), modifiers: []) }
  }

  @Test func printableTextIsOneKeyPerCharacter() {
    #expect(Self.events("aZ 9~") == Self.characters("aZ 9~"))
    #expect(Self.events("日本é👍🏽👨‍👩‍👧") == Self.characters("日本é👍🏽👨‍👩‍👧"))
    #expect(Self.events("e\u{301}").count == 1)
  }

  /// Each key's bytes, the key and its modifiers.
  static let keyForms: [(String, Key, KeyModifiers)] = [
    ("\r", .enter, []), ("\t", .tab, []), ("\u{7F}", .backspace, []),
    ("\u{8}", .character("h"), .control), ("\n", .character("j"), .control),
    ("\u{1}", .character("a"), .control), ("\u{1A}", .character("z"), .control),
    ("\u{0}", .character(" "), .control), ("\u{1F}", .character("_"), .control),
    ("\u{1C}", .character("\\"), .control), ("\u{1B}[Z", .backtab, []),
    ("\u{1B}[A", .up, []), ("\u{1B}[B", .down, []), ("\u{1B}[C", .right, []),
    ("\u{1B}[D", .left, []), ("\u{1B}OA", .up, []), ("\u{1B}OD", .left, []),
    ("\u{1B}[H", .home, []), ("\u{1B}[F", .end, []), ("\u{1B}OH", .home, []),
    ("\u{1B}OF", .end, []), ("\u{1B}[1~", .home, []), ("\u{1B}[4~", .end, []),
    ("\u{1B}[7~", .home, []), ("\u{1B}[8~", .end, []), ("\u{1B}[2~", .insert, []),
    ("\u{1B}[3~", .delete, []), ("\u{1B}[5~", .pageUp, []), ("\u{1B}[6~", .pageDown, []),
    ("\u{1B}[1;5A", .up, .control), ("\u{1B}[1;2B", .down, .shift),
    ("\u{1B}[1;3C", .right, .alt), ("\u{1B}[1;6D", .left, [.shift, .control]),
    ("\u{1B}[1;9H", .home, .meta), ("\u{1B}[3;5~", .delete, .control),
    ("\u{1B}[5;3~", .pageUp, .alt), ("\u{1B}[6;2~", .pageDown, .shift),
    ("\u{1B}O5A", .up, .control),
    ("\u{1B}OP", .function(1), []), ("\u{1B}OQ", .function(2), []),
    ("\u{1B}OR", .function(3), []), ("\u{1B}OS", .function(4), []),
    ("\u{1B}[11~", .function(1), []), ("\u{1B}[15~", .function(5), []),
    ("\u{1B}[17~", .function(6), []), ("\u{1B}[21~", .function(10), []),
    ("\u{1B}[23~", .function(11), []), ("\u{1B}[24~", .function(12), []),
    ("\u{1B}[1;5P", .function(1), .control), ("\u{1B}[1;2R", .function(3), .shift),
    ("\u{1B}[15;2~", .function(5), .shift), ("\u{1B}[[A", .function(1), []),
    ("\u{1B}[[E", .function(5), []), ("\u{1B}OM", .enter, []),
    ("\u{1B}a", .character("a"), .alt), ("\u{1B}Q", .character("Q"), .alt),
    ("\u{1B}\r", .enter, .alt), ("\u{1B}\u{7F}", .backspace, .alt),
    ("\u{1B}\u{1}", .character("a"), [.alt, .control]), ("\u{1B}é", .character("é"), .alt),
    ("\u{1B}\u{1B}[A", .up, .alt), ("\u{1B}", .escape, []),
    ("\u{1B}[", .character("["), .alt), ("\u{1B}O", .character("O"), .alt),
  ]

  @Test(arguments: keyForms)
  func keysAreRead(bytes: String, key: Key, modifiers: KeyModifiers) {
    #expect(Self.events(bytes) == [Self.key(key, modifiers)], "\(bytes.debugDescription)")
  }

  @Test func aLoneEscapeWaitsUntilTheCallerFlushes() {
    var parser = InputParser()
    #expect(parser.parse([0x1B]) == [])
    #expect(parser.isWaitingForMoreBytes)
    #expect(parser.flushPendingEscape() == [Self.key(.escape)])
    #expect(!parser.isWaitingForMoreBytes)
    #expect(parser.flushPendingEscape() == [])
    #expect(parser.parse([0x1B]) == [])
    #expect(parser.parse(Array("[A".utf8)) == [Self.key(.up)])
    #expect(Self.events("\u{1B}\u{1B}") == [Self.key(.escape), Self.key(.escape)])
    #expect(Self.events("\u{1B}[1;", flush: false) == [])
    #expect(Self.events("\u{1B}[1;") == [.unknown(Array("\u{1B}[1;".utf8))])
  }

  @Test func bracketedPasteIsOneEventNeverKeys() {
    let paste = "\u{1B}[200~ls -la\r\u{1B}[A\u{3}日本\u{1B}[201~"
    #expect(Self.events(paste + "q") == [.paste("ls -la\r\u{1B}[A\u{3}日本")] + Self.characters("q"))
    #expect(Self.events("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    var parser = InputParser()
    #expect(parser.parse(Array("\u{1B}[200~abc\u{1B}[20".utf8)) == [])
    #expect(parser.flushPendingEscape() == [])  // a paste ends only with its end marker
    #expect(parser.parse(Array("1~".utf8)) == [.paste("abc")])
  }

  @Test func aPasteKeepsAtMostItsCap() {
    var parser = InputParser()
    let chunk = Array(String(repeating: "日", count: 100_000).utf8)
    var events = parser.parse(Array("\u{1B}[200~".utf8))
    for _ in 0..<5 { events += parser.parse(chunk) }  // 1.5 MB
    events += parser.parse(Array("\u{1B}[201~x".utf8))
    #expect(events.count == 2)
    guard case .paste(let text) = events.first else {
      Issue.record("no paste")
      return
    }
    #expect(text.utf8.count <= InputParser.maximumPasteBytes)
    #expect(text.utf8.count > InputParser.maximumPasteBytes - 3)
    #expect(text.allSatisfy { $0 == "日" })
    #expect(events.last == Self.key(.character("x")))
  }

  @Test func mouseReportsAreZeroBased() {
    typealias Mouse = MouseEvent
    #expect(Self.events("\u{1B}[<0;1;1M") == [.mouse(Mouse(.press(.left), x: 0, y: 0))])
    #expect(Self.events("\u{1B}[<0;10;5m") == [.mouse(Mouse(.release(.left), x: 9, y: 4))])
    #expect(Self.events("\u{1B}[<2;3;4M") == [.mouse(Mouse(.press(.right), x: 2, y: 3))])
    #expect(Self.events("\u{1B}[<1;3;4M") == [.mouse(Mouse(.press(.middle), x: 2, y: 3))])
    #expect(Self.events("\u{1B}[<32;7;8M") == [.mouse(Mouse(.drag(.left), x: 6, y: 7))])
    #expect(Self.events("\u{1B}[<35;7;8M") == [.mouse(Mouse(.move, x: 6, y: 7))])
    #expect(Self.events("\u{1B}[<64;2;2M") == [.mouse(Mouse(.wheelUp, x: 1, y: 1))])
    #expect(Self.events("\u{1B}[<65;2;2M") == [.mouse(Mouse(.wheelDown, x: 1, y: 1))])
    #expect(
      Self.events("\u{1B}[<20;300;200M")
        == [.mouse(Mouse(.press(.left), x: 299, y: 199, modifiers: [.shift, .control]))])
    #expect(
      Self.events("\u{1B}[<8;1;1M") == [.mouse(Mouse(.press(.left), x: 0, y: 0, modifiers: .alt))])
    #expect(Self.events("\u{1B}[<128;1;1M") == [.mouse(Mouse(.press(.other(8)), x: 0, y: 0))])
    #expect(Self.events("\u{1B}[<0;0;1M") == [.unknown(Array("\u{1B}[<0;0;1M".utf8))])
  }

  @Test func focusRepliesAndCursorReportsAreRead() {
    #expect(Self.events("\u{1B}[I\u{1B}[O") == [.focusGained, .focusLost])
    #expect(Self.events("\u{1B}[?2026;2$y") == [.synchronizedOutputSupport(true)])
    #expect(Self.events("\u{1B}[?2026;1$y") == [.synchronizedOutputSupport(true)])
    #expect(Self.events("\u{1B}[?2026;0$y") == [.synchronizedOutputSupport(false)])
    #expect(Self.events("\u{1B}[?2026;4y") == [.synchronizedOutputSupport(false)])
    #expect(Self.events("\u{1B}[12;40R") == [.cursorPosition(x: 39, y: 11)])
    var parser = InputParser()
    parser.expectCursorPositionReport()
    #expect(
      parser.parse(Array("\u{1B}[1;5R\u{1B}[1;5R".utf8))
        == [.cursorPosition(x: 4, y: 0), Self.key(.function(3), .control)])
  }

  @Test func unknownSequencesAreNeverText() {
    #expect(Self.events("\u{1B}[?1;2c") == [.unknown(Array("\u{1B}[?1;2c".utf8))])
    #expect(
      Self.events("\u{1B}[99~x") == [.unknown(Array("\u{1B}[99~".utf8))] + Self.characters("x"))
    #expect(
      Self.events("\u{1B}[1;2\u{3}") == [
        .unknown(Array("\u{1B}[1;2".utf8)), Self.key(.character("c"), .control),
      ])
    #expect(Self.events("\u{1B}[201~") == [.unknown(Array("\u{1B}[201~".utf8))])
    #expect(
      Self.events("a\u{85}b") == Self.characters("a") + [.unknown([0xC2, 0x85])]
        + Self.characters("b"))
    #expect(
      Self.parse([0x61, 0xFF, 0xC3, 0x28]) == Self.characters("a") + [
        .unknown([0xFF]), .unknown([0xC3]),
      ] + Self.characters("("))
  }

  @Test func anEndlessSequenceIsCutAndItsRestDropped() {
    let long = "\u{1B}[" + String(repeating: "1;", count: 5_000) + "Ax"
    let events = Self.events(long)
    #expect(events.count == 2)
    #expect(events.first == .unknown(Array(long.utf8.prefix(InputParser.maximumSequenceBytes))))
    #expect(events.last == Self.key(.character("x")))
  }

  static func parse(_ bytes: [UInt8]) -> [InputEvent] {
    var parser = InputParser()
    return parser.parse(bytes) + parser.flushPendingEscape()
  }
}
