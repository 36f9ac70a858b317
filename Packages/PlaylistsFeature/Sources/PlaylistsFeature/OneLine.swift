/// `text` safe for one line of a terminal: every control character (line breaks, tabs, escape)
/// becomes a space, so that a name from the server can neither break a line or a table nor send
/// an escape sequence.
func oneLine(_ text: String) -> String {
  var scalars = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    scalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
  }
  return String(scalars)
}
