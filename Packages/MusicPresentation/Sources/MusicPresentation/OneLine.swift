/// `text` safe for one line of a terminal: every control character (line breaks, tabs, escape)
/// becomes a space, so that a name from a server can neither break a line or a table nor send an
/// escape sequence.
public func oneLine(_ text: String) -> String {
  guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }),
    text.unicodeScalars.contains(where: isControl)
  else { return text }
  var scalars = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    scalars.append(isControl(scalar) ? " " : scalar)
  }
  return String(scalars)
}

/// Unicode's controls (Cc), which by Unicode's stability policy are exactly these: compared by
/// value, since looking the category up costs most of a long listing's time.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}
