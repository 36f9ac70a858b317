/// The SGR (Select Graphic Rendition, `ESC[…m`) sequences that change the terminal's style.
enum GraphicRendition {
  /// The shortest sequence that changes the terminal's style from `current` to `target`:
  /// either the parts that differ, or a reset (`0`) followed by the whole target; nothing when
  /// they are the same.
  static func change(from current: Style, to target: Style) -> [UInt8] {
    guard current != target else { return [] }
    let reset = ControlSequence.sequence([0] + codes(of: target), "m")
    let changes = ControlSequence.sequence(differences(from: current, to: target), "m")
    return changes.count < reset.count ? changes : reset
  }

  /// The parameters that set `style` from the plain style.
  static func codes(of style: Style) -> [Int] {
    differences(from: .plain, to: style)
  }

  /// The parameters that turn `current` into `target`, attribute by attribute.
  private static func differences(from current: Style, to target: Style) -> [Int] {
    var codes: [Int] = []
    if current.foreground != target.foreground { codes.append(target.foreground.foregroundCode) }
    if current.background != target.background { codes.append(target.background.backgroundCode) }
    // Bold and dim are turned off together (22).
    if (current.bold && !target.bold) || (current.dim && !target.dim) {
      codes.append(22)
      if target.bold { codes.append(1) }
      if target.dim { codes.append(2) }
    } else {
      if target.bold && !current.bold { codes.append(1) }
      if target.dim && !current.dim { codes.append(2) }
    }
    if current.italic != target.italic { codes.append(target.italic ? 3 : 23) }
    if current.underline != target.underline { codes.append(target.underline ? 4 : 24) }
    if current.reverse != target.reverse { codes.append(target.reverse ? 7 : 27) }
    return codes
  }
}
