/// Turns the bytes a terminal sends into ``InputEvent``s, whatever way the reads split them.
///
/// Feed every read to ``parse(_:)``; a sequence cut between two reads waits for its end. A lone
/// ESC is the Escape key or the start of a sequence, which only time tells: when
/// ``isWaitingForMoreBytes`` and no byte came for a short while (25 ms is usual), the caller
/// calls ``flushPendingEscape()``, which reads what waits as keys.
///
/// Bounded whatever the terminal sends: a sequence longer than ``maximumSequenceBytes`` is
/// reported as ``InputEvent/unknown(_:)`` (its first bytes) and the rest of it dropped, and a
/// paste keeps at most ``maximumPasteBytes``. What waits between reads is at most a sequence.
public struct InputParser: Sendable {
  /// The longest control sequence kept: 64 bytes, four times the longest reply expected here
  /// (a mouse event at column and row 9999).
  public static let maximumSequenceBytes = 64
  /// The most bytes of one paste kept: 1 MiB; the rest, up to the paste's end, is dropped.
  public static let maximumPasteBytes = 1 << 20

  /// Bytes read and not yet turned into events.
  private var pending: [UInt8] = []
  /// The bytes of the paste under way, if one is.
  private var paste: [UInt8]?
  /// Whether the rest of an over-long sequence is being dropped.
  private var isDroppingSequence = false
  /// How many cursor position reports were asked for and not yet received.
  private var expectedCursorReports = 0

  /// A parser that has read nothing.
  public init() {}

  /// Whether bytes wait for more (an ESC, a sequence or a character cut by the read, or a
  /// paste under way): the caller then waits a little and calls ``flushPendingEscape()``.
  public var isWaitingForMoreBytes: Bool { !pending.isEmpty || paste != nil }

  /// The events `bytes` complete, in order; what they leave unfinished waits for the next read.
  public mutating func parse(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    return parsePending(final: false)
  }

  /// Reads what waits as if no byte will follow: a lone ESC is the Escape key, `ESC [` and
  /// `ESC O` are Alt-[ and Alt-O, an unfinished sequence or character is unknown. A paste
  /// under way is left alone (it ends only with its end marker).
  public mutating func flushPendingEscape() -> [InputEvent] {
    guard paste == nil else { return [] }
    return parsePending(final: true)
  }

  /// Tells the parser that a cursor position report (`ESC[6n`) was asked for: the answer
  /// `ESC[1;5R` is then a position, not Ctrl-F3 (which xterm sends the same way). Without a
  /// question, `ESC[1;NR` is F3 with modifiers and any other row a position.
  public mutating func expectCursorPositionReport() {
    expectedCursorReports += 1
  }

  /// The events the pending bytes make; `final` when no byte will follow them.
  private mutating func parsePending(final: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    var index = 0
    reading: while index < pending.count {
      if paste != nil {
        index = collectPaste(from: index, into: &events)
        if paste != nil { break }
        continue
      }
      if isDroppingSequence {
        let byte = pending[index]
        if (0x20...0x3F).contains(byte) {
          index += 1
          continue
        }
        isDroppingSequence = false
        if (0x40...0x7E).contains(byte) { index += 1 }
        continue
      }
      switch InputDecoder(bytes: pending, expectsCursorReport: expectedCursorReports > 0)
        .decode(at: index, final: final)
      {
      case .incomplete:
        break reading
      case .events(let decoded, let length):
        for event in decoded {
          if case .cursorPosition = event, expectedCursorReports > 0 {
            expectedCursorReports -= 1
          }
        }
        events.append(contentsOf: decoded)
        index += length
      case .pasteStart(let length):
        paste = []
        index += length
      case .overlong:
        events.append(.unknown(Array(pending[index..<index + Self.maximumSequenceBytes])))
        index += Self.maximumSequenceBytes
        isDroppingSequence = true
      }
    }
    pending.removeFirst(index)
    return events
  }

  /// The end of a bracketed paste: `ESC[201~`.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Adds the pending bytes from `start` to the paste up to its end marker, and the paste to
  /// `events` if it ended. Returns where reading goes on: after the marker, or where a marker
  /// cut by the read may begin.
  private mutating func collectPaste(from start: Int, into events: inout [InputEvent]) -> Int {
    let marker = Self.pasteEnd
    var index = start
    while index < pending.count {
      guard pending[index] == 0x1B else {
        index += 1
        continue
      }
      let available = min(marker.count, pending.count - index)
      guard pending[index..<index + available].elementsEqual(marker[0..<available]) else {
        index += 1
        continue
      }
      keepInPaste(pending[start..<index])
      guard available == marker.count else { return index }
      events.append(.paste(Self.text(ofPaste: paste ?? [])))
      paste = nil
      return index + marker.count
    }
    keepInPaste(pending[start..<index])
    return index
  }

  /// Adds `bytes` to the paste, up to ``maximumPasteBytes``.
  private mutating func keepInPaste(_ bytes: ArraySlice<UInt8>) {
    let room = Self.maximumPasteBytes - (paste?.count ?? 0)
    paste?.append(contentsOf: bytes.prefix(max(room, 0)))
  }

  /// The paste's text; a character cut by the size limit is left out.
  private static func text(ofPaste bytes: [UInt8]) -> String {
    var end = bytes.count
    // Back to the start of the last character; drop it if its bytes are not all there.
    var start = end
    while start > 0 && start > end - 4 && bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
    if start > 0, bytes[start - 1] >= 0xC0 {
      let lead = bytes[start - 1]
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      if end - (start - 1) < length { end = start - 1 }
    }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }
}
