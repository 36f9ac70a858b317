/// How a cell is drawn: its colours and attributes. ``plain`` is the terminal's default look.
public struct Style: Hashable, Sendable, CustomStringConvertible {
  /// The colour of the text.
  public var foreground: TerminalColor
  /// The colour behind the text.
  public var background: TerminalColor
  /// Bold (or bright) text.
  public var bold: Bool
  /// Dim (faint) text.
  public var dim: Bool
  /// Italic text.
  public var italic: Bool
  /// Underlined text.
  public var underline: Bool
  /// Foreground and background swapped.
  public var reverse: Bool

  /// A style; every part left out is the terminal's default.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
    reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
  }

  /// The terminal's default look: default colours, no attribute.
  public static let plain = Style()

  /// This style with both colours the default: what `NO_COLOR` shows (attributes stay, so a
  /// selection drawn in reverse still shows).
  public var withoutColors: Style {
    var style = self
    style.foreground = .default
    style.background = .default
    return style
  }

  /// The style in words, for snapshots: `plain`, or its parts such as `fg=red bg=blue bold`.
  public var description: String {
    var parts: [String] = []
    if foreground != .default { parts.append("fg=\(foreground.name)") }
    if background != .default { parts.append("bg=\(background.name)") }
    if bold { parts.append("bold") }
    if dim { parts.append("dim") }
    if italic { parts.append("italic") }
    if underline { parts.append("underline") }
    if reverse { parts.append("reverse") }
    return parts.isEmpty ? "plain" : parts.joined(separator: " ")
  }
}
