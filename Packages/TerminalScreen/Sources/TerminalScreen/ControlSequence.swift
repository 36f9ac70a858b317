/// The bytes of the few control sequences a frame is made of.
enum ControlSequence {
  /// ESC.
  static let escape: UInt8 = 0x1B
  /// The Control Sequence Introducer, `ESC [`.
  static let introducer: [UInt8] = [0x1B, 0x5B]
  /// Synchronized output begins (`ESC[?2026h`): the terminal shows nothing until it ends.
  static let beginSynchronizedOutput = Array("\u{1B}[?2026h".utf8)
  /// Synchronized output ends (`ESC[?2026l`): the terminal shows the frame at once.
  static let endSynchronizedOutput = Array("\u{1B}[?2026l".utf8)

  /// `ESC [`, the parameters separated by `;`, then `final`; a parameter of 1 is left out
  /// where the sequence's default is 1 (`omittingOne`), as in `ESC[A` for one row up.
  static func sequence(_ parameters: [Int], _ final: Character, omittingOne: Bool = false)
    -> [UInt8]
  {
    var bytes = introducer
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { bytes.append(0x3B) }
      if omittingOne && parameter == 1 && parameters.count == 1 { continue }
      bytes.append(contentsOf: String(parameter).utf8)
    }
    bytes.append(contentsOf: String(final).utf8)
    return bytes
  }
}
