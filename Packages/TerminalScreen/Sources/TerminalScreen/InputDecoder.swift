/// Reads one event (or a run of text) at a position of the bytes an ``InputParser`` holds.
/// Pure: the parser keeps the state between reads.
struct InputDecoder {
  /// What starts at a position.
  enum Decoded {
    /// Events, and how many bytes they took.
    case events([InputEvent], length: Int)
    /// The start of a bracketed paste (`ESC[200~`), and its length.
    case pasteStart(length: Int)
    /// The bytes end before the event does: wait for more.
    case incomplete
    /// A sequence longer than ``InputParser/maximumSequenceBytes``.
    case overlong
  }

  /// The bytes.
  let bytes: [UInt8]
  /// Whether a cursor position report was asked for (then `ESC[1;5R` is one, not Ctrl-F3).
  let expectsCursorReport: Bool

  /// The event at `index`; `final` when no byte will follow the bytes.
  func decode(at index: Int, final: Bool) -> Decoded {
    let byte = bytes[index]
    if byte == ControlSequence.escape { return escape(at: index, final: final) }
    if byte < 0x20 || byte == 0x7F { return key(Self.controlKey(byte), length: 1) }
    return text(at: index, final: final)
  }

  /// A key event of `length` bytes.
  func key(_ key: (Key, KeyModifiers), length: Int) -> Decoded {
    .events([.key(key.0, modifiers: key.1)], length: length)
  }

  /// The bytes from `start` up to `end` as one unknown event.
  func unknown(_ start: Int, _ end: Int) -> Decoded {
    .events([.unknown(Array(bytes[start..<end]))], length: end - start)
  }

  /// The key a C0 control byte or DEL is.
  static func controlKey(_ byte: UInt8) -> (Key, KeyModifiers) {
    switch byte {
    case 0x0D: (.enter, [])
    case 0x09: (.tab, [])
    case 0x7F: (.backspace, [])
    case 0x1B: (.escape, [])
    case 0x00: (.character(" "), .control)
    case 0x01...0x1A: (.character(Character(Unicode.Scalar(byte + 0x60))), .control)
    default: (.character(Character(Unicode.Scalar(byte + 0x40))), .control)  // \ ] ^ _
    }
  }

  /// A run of printable text from `index`: a key per character.
  private func text(at index: Int, final: Bool) -> Decoded {
    var scalars = String.UnicodeScalarView()
    var end = index
    reading: while end < bytes.count {
      let byte = bytes[end]
      if byte < 0x80 {
        guard byte >= 0x20 && byte != 0x7F else { break }
        scalars.append(Unicode.Scalar(byte))
        end += 1
        continue
      }
      switch UTF8Scalar.decode(bytes, at: end) {
      case .scalar(let scalar, let length):
        // A C1 control is never text.
        if (0x80...0x9F).contains(scalar.value) {
          if end == index { return unknown(index, index + length) }
          break reading
        }
        scalars.append(scalar)
        end += length
      case .incomplete:
        if end == index { return final ? unknown(index, bytes.count) : .incomplete }
        break reading
      case .invalid(let length):
        if end == index { return unknown(index, index + length) }
        break reading
      }
    }
    let events = String(scalars).map { InputEvent.key(.character($0), modifiers: []) }
    return .events(events, length: end - index)
  }

  /// What one key after an ESC is.
  private enum FollowingKey {
    /// A key, its modifiers and its length.
    case key(Key, KeyModifiers, length: Int)
    /// The bytes end inside the key's character.
    case incomplete
    /// Not a key: bytes that are not UTF-8, or a C1 control.
    case invalid
  }

  /// One key at `index` (not ESC): what follows an ESC that makes it an Alt key.
  private func followingKey(at index: Int) -> FollowingKey {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F {
      let (key, modifiers) = Self.controlKey(byte)
      return .key(key, modifiers, length: 1)
    }
    switch UTF8Scalar.decode(bytes, at: index) {
    case .scalar(let scalar, let length):
      if (0x80...0x9F).contains(scalar.value) { return .invalid }
      return .key(.character(Character(scalar)), [], length: length)
    case .incomplete: return .incomplete
    case .invalid: return .invalid
    }
  }

  /// What starts with ESC at `index`: a sequence, an Alt key, or Escape.
  private func escape(at index: Int, final: Bool) -> Decoded {
    let escapeKey = key((.escape, []), length: 1)
    guard index + 1 < bytes.count else { return final ? escapeKey : .incomplete }
    switch bytes[index + 1] {
    case 0x5B: return controlSequence(at: index, final: final)
    case 0x4F: return singleShift(at: index, final: final)
    case ControlSequence.escape:
      // ESC ESC [ A is Alt-Up on some terminals; ESC ESC otherwise is Escape, then the rest.
      guard index + 2 < bytes.count else { return final ? escapeKey : .incomplete }
      guard bytes[index + 2] == 0x5B || bytes[index + 2] == 0x4F else { return escapeKey }
      switch escape(at: index + 1, final: final) {
      case .incomplete:
        return .incomplete
      case .events(let events, let length):
        guard events.count == 1, case .key(let key, let modifiers) = events[0] else {
          return escapeKey
        }
        return .events([.key(key, modifiers: modifiers.union(.alt))], length: length + 1)
      case .pasteStart, .overlong:
        return escapeKey
      }
    default:
      switch followingKey(at: index + 1) {
      case .key(let key, let modifiers, let length):
        return .events([.key(key, modifiers: modifiers.union(.alt))], length: length + 1)
      case .invalid:
        return escapeKey
      case .incomplete:
        return final ? escapeKey : .incomplete
      }
    }
  }
}
