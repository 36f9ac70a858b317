/// `text` safe for one line of a terminal: every control character (line breaks, tabs, escape)
/// becomes a space, so that a name from a server can neither break a line or a table nor send an
/// escape sequence.
public func oneLine(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: isControl) else { return text }
  var scalars = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    scalars.append(isControl(scalar) ? " " : scalar)
  }
  return String(scalars)
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.properties.generalCategory == .control
}
