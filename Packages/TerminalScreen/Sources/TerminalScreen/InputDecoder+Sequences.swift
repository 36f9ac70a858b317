/// Control sequences (`ESC [`) and single shifts (`ESC O`): keys, mouse, focus and replies.
extension InputDecoder {
  /// The parts of a control sequence: `ESC [`, a private prefix (`<`, `=`, `>`, `?`), numeric
  /// parameters separated by `;`, intermediate bytes (`$`), a final byte.
  private struct Sequence {
    /// The private prefix, if any.
    var prefix: UInt8?
    /// The parameters; an empty one is `nil`. Sub-parameters (after `:`) are left out.
    var parameters: [Int?]
    /// The intermediate bytes.
    var intermediates: [UInt8]
    /// The final byte.
    var final: UInt8

    /// The parameter at `index`, `nil` when absent or empty.
    func parameter(_ index: Int) -> Int? {
      index < parameters.count ? parameters[index] : nil
    }
  }

  /// The sequence that starts with `ESC [` at `index`.
  func controlSequence(at index: Int, final: Bool) -> Decoded {
    var end = index + 2
    while end < bytes.count {
      if end - index >= InputParser.maximumSequenceBytes { return .overlong }
      let byte = bytes[end]
      if (0x20...0x3F).contains(byte) {
        end += 1
        continue
      }
      guard (0x40...0x7E).contains(byte) else { return unknown(index, end) }  // cut short
      return controlSequence(from: index, finalAt: end, final: final)
    }
    if end - index >= InputParser.maximumSequenceBytes { return .overlong }
    guard final else { return .incomplete }
    return end == index + 2 ? key((.character("["), .alt), length: 2) : unknown(index, end)
  }

  /// The complete sequence from `index` to its final byte at `end`.
  private func controlSequence(from index: Int, finalAt end: Int, final: Bool) -> Decoded {
    let length = end + 1 - index
    if bytes[end] == 0x5B && end == index + 2 {
      // ESC [ [ A to E: F1 to F5 on the Linux console.
      guard end + 1 < bytes.count else { return final ? unknown(index, end + 1) : .incomplete }
      let letter = bytes[end + 1]
      guard (0x41...0x45).contains(letter) else { return unknown(index, end + 1) }
      return key((.function(Int(letter) - 0x40), []), length: length + 1)
    }
    guard let sequence = Self.parse(bytes[(index + 2)..<end], final: bytes[end]),
      let event = event(of: sequence)
    else { return unknown(index, end + 1) }
    if case .unknown = event { return unknown(index, end + 1) }
    if case .paste = event { return .pasteStart(length: length) }
    return .events([event], length: length)
  }

  /// The parts of a sequence, `nil` when a parameter is not a number (or an absurd one).
  private static func parse(_ body: ArraySlice<UInt8>, final: UInt8) -> Sequence? {
    var body = body
    var prefix: UInt8?
    if let first = body.first, (0x3C...0x3F).contains(first) {
      prefix = first
      body = body.dropFirst()
    }
    var intermediates: [UInt8] = []
    while let last = body.last, (0x20...0x2F).contains(last) {
      intermediates.insert(last, at: 0)
      body = body.dropLast()
    }
    var parameters: [Int?] = []
    for field in body.split(separator: 0x3B, omittingEmptySubsequences: false)
    where !body.isEmpty {
      let digits = field.prefix { $0 != 0x3A }
      if digits.isEmpty {
        parameters.append(nil)
        continue
      }
      guard digits.count <= 6, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
        return nil
      }
      parameters.append(digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }
    return Sequence(
      prefix: prefix, parameters: parameters, intermediates: intermediates, final: final)
  }

  /// What a complete sequence means; ``InputEvent/unknown(_:)`` when nothing known, and
  /// ``InputEvent/paste(_:)`` (empty) for the start of a paste.
  private func event(of sequence: Sequence) -> InputEvent? {
    switch (sequence.prefix, sequence.intermediates, sequence.final) {
    case (0x3C, [], 0x4D), (0x3C, [], 0x6D):  // <…M, <…m
      return Self.mouseEvent(sequence)
    case (0x3F, [0x24], 0x79), (0x3F, [], 0x79):  // ?…$y, ?…y
      guard sequence.parameters.count == 2, sequence.parameter(0) == 2026 else { return nil }
      let setting = sequence.parameter(1)
      return .synchronizedOutputSupport(setting == 1 || setting == 2)
    case (nil, [], 0x7E):  // …~
      if sequence.parameter(0) == 200 { return .paste("") }
      guard let key = Self.tildeKey(sequence.parameter(0)) else { return nil }
      return .key(key, modifiers: KeyModifiers(xtermParameter: sequence.parameter(1)))
    case (nil, [], 0x52):  // …R: a cursor position, or F3
      let row = sequence.parameter(0) ?? 1
      let column = sequence.parameter(1) ?? 1
      if sequence.parameters.count == 2 && (expectsCursorReport || row != 1) {
        return .cursorPosition(x: column - 1, y: row - 1)
      }
      return .key(.function(3), modifiers: KeyModifiers(xtermParameter: sequence.parameter(1)))
    case (nil, [], 0x49) where sequence.parameters.isEmpty:
      return .focusGained
    case (nil, [], 0x4F) where sequence.parameters.isEmpty:
      return .focusLost
    case (nil, [], let final):
      guard let key = Self.letterKey(final) else { return nil }
      return .key(key, modifiers: KeyModifiers(xtermParameter: sequence.parameter(1)))
    default:
      return nil
    }
  }

  /// The key of `ESC[n~`.
  private static func tildeKey(_ number: Int?) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case .some(let number) where (11...15).contains(number): .function(number - 10)
    case .some(let number) where (17...21).contains(number): .function(number - 11)
    case 23: .function(11)
    case 24: .function(12)
    default: nil
    }
  }

  /// The key of `ESC[…X` and `ESC O X` for the final letter X.
  private static func letterKey(_ final: UInt8) -> Key? {
    switch final {
    case 0x41: .up  // A
    case 0x42: .down  // B
    case 0x43: .right  // C
    case 0x44: .left  // D
    case 0x48: .home  // H
    case 0x46: .end  // F
    case 0x50: .function(1)  // P
    case 0x51: .function(2)  // Q
    case 0x52: .function(3)  // R
    case 0x53: .function(4)  // S
    case 0x5A: .backtab  // Z
    default: nil
    }
  }

  /// An SGR mouse report: `ESC[<b;x;yM` (press, drag, wheel) or `…m` (release).
  private static func mouseEvent(_ sequence: Sequence) -> InputEvent? {
    guard sequence.parameters.count == 3, let code = sequence.parameter(0),
      let x = sequence.parameter(1), let y = sequence.parameter(2), x >= 1, y >= 1
    else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let isMotion = code & 32 != 0
    let isRelease = sequence.final == 0x6D
    let button: MouseEvent.Button?
    switch code & ~(4 | 8 | 16 | 32) {
    case 0: button = .left
    case 1: button = .middle
    case 2: button = .right
    case 3: button = nil
    case 64...67:
      let wheel: [MouseEvent.Action] = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight]
      guard !isRelease else { return nil }
      return .mouse(MouseEvent(wheel[(code & 3)], x: x - 1, y: y - 1, modifiers: modifiers))
    case let other where (128...131).contains(other): button = .other(other - 120)
    default: return nil
    }
    let action: MouseEvent.Action
    switch (button, isMotion, isRelease) {
    case (nil, true, false): action = .move
    case (.some(let button), true, false): action = .drag(button)
    case (.some(let button), false, false): action = .press(button)
    case (.some(let button), false, true): action = .release(button)
    default: return nil
    }
    return .mouse(MouseEvent(action, x: x - 1, y: y - 1, modifiers: modifiers))
  }

  /// The key that starts with `ESC O` at `index` (SS3: F1 to F4, and arrows, Home, End and
  /// keypad Enter in application mode), with an optional modifier digit as some terminals
  /// send (`ESC O 5 P`).
  func singleShift(at index: Int, final: Bool) -> Decoded {
    let altO = key((.character("O"), .alt), length: 2)
    var end = index + 2
    var modifier: Int?
    while end < bytes.count, end < index + 4, (0x30...0x39).contains(bytes[end]) {
      modifier = (modifier ?? 0) * 10 + Int(bytes[end] - 0x30)
      end += 1
    }
    guard end < bytes.count else {
      guard final else { return .incomplete }
      return end == index + 2 ? altO : unknown(index, end)
    }
    let byte = bytes[end]
    guard (0x40...0x7E).contains(byte) else {
      return end == index + 2 ? altO : unknown(index, end)
    }
    let modifiers = KeyModifiers(xtermParameter: modifier)
    if byte == 0x4D { return key((.enter, modifiers), length: end + 1 - index) }  // M
    guard byte != 0x5A, let key = Self.letterKey(byte) else { return unknown(index, end + 1) }
    return self.key((key, modifiers), length: end + 1 - index)
  }
}
