/// A colour a terminal shows in every colour mode: the terminal's default, or one of the 16 ANSI
/// colours (whose exact shades the user's terminal theme decides).
public enum TerminalColor: Hashable, Sendable, CaseIterable {
  /// The terminal's own foreground or background colour.
  case `default`
  /// ANSI colour 0.
  case black
  /// ANSI colour 1.
  case red
  /// ANSI colour 2.
  case green
  /// ANSI colour 3.
  case yellow
  /// ANSI colour 4.
  case blue
  /// ANSI colour 5.
  case magenta
  /// ANSI colour 6.
  case cyan
  /// ANSI colour 7.
  case white
  /// ANSI colour 8.
  case brightBlack
  /// ANSI colour 9.
  case brightRed
  /// ANSI colour 10.
  case brightGreen
  /// ANSI colour 11.
  case brightYellow
  /// ANSI colour 12.
  case brightBlue
  /// ANSI colour 13.
  case brightMagenta
  /// ANSI colour 14.
  case brightCyan
  /// ANSI colour 15.
  case brightWhite

  /// The ANSI number (0 to 15), `nil` for the default.
  public var ansiNumber: Int? {
    switch self {
    case .default: nil
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .brightBlack: 8
    case .brightRed: 9
    case .brightGreen: 10
    case .brightYellow: 11
    case .brightBlue: 12
    case .brightMagenta: 13
    case .brightCyan: 14
    case .brightWhite: 15
    }
  }

  /// The SGR parameter that sets this colour as the foreground: 30 to 37, 90 to 97, 39.
  var foregroundCode: Int {
    guard let number = ansiNumber else { return 39 }
    return number < 8 ? 30 + number : 90 + number - 8
  }

  /// The SGR parameter that sets this colour as the background: 40 to 47, 100 to 107, 49.
  var backgroundCode: Int {
    guard let number = ansiNumber else { return 49 }
    return number < 8 ? 40 + number : 100 + number - 8
  }

  /// The name snapshots show: `red`, `brightBlue`, `default`.
  var name: String {
    switch self {
    case .default: "default"
    case .black: "black"
    case .red: "red"
    case .green: "green"
    case .yellow: "yellow"
    case .blue: "blue"
    case .magenta: "magenta"
    case .cyan: "cyan"
    case .white: "white"
    case .brightBlack: "brightBlack"
    case .brightRed: "brightRed"
    case .brightGreen: "brightGreen"
    case .brightYellow: "brightYellow"
    case .brightBlue: "brightBlue"
    case .brightMagenta: "brightMagenta"
    case .brightCyan: "brightCyan"
    case .brightWhite: "brightWhite"
    }
  }
}
