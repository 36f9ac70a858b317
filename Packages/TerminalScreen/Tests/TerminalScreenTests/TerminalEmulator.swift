import TerminalText

@testable import TerminalScreen

/// A tiny terminal for the diff's tests: it interprets exactly what a frame may hold (CUP, the
/// relative moves, CHA, EL, ECH, carriage return, line feed, SGR, synchronized output, printable
/// text)
/// and records as a problem anything else, and anything a frame must never do: wrap at the
/// right edge, scroll, move relatively while a wrap is pending, split a wide character.
struct TerminalEmulator {
  /// The screen, as cells of a buffer of the same size.
  private var cells: [Cell]
  let width: Int
  let height: Int
  private(set) var x = 0
  private(set) var y = 0
  private var isWrapPending = false
  /// The current style.
  var style = Style.plain
  /// What went wrong, in words; empty when nothing did.
  private(set) var problems: [String] = []

  /// A terminal showing `frame`, its cursor somewhere.
  init(showing frame: ScreenBuffer, cursorX: Int = 0, cursorY: Int = 0) {
    cells = frame.cells
    width = frame.width
    height = frame.height
    x = cursorX
    y = cursorY
  }

  /// The screen as a buffer-sized array compared with `frame` (styles without colours when
  /// `noColor`).
  func shows(_ frame: ScreenBuffer, noColor: Bool = false) -> Bool {
    let drawn = { (cell: Cell) in
      noColor ? Cell(cell.content, style: cell.style.withoutColors) : cell
    }
    return cells.map(drawn) == frame.cells.map(drawn)
  }

  /// Interprets `bytes`.
  mutating func write(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        index = controlSequence(bytes, at: index)
      case 0x0D:
        x = 0
        isWrapPending = false
        index += 1
      case 0x0A:
        if y == height - 1 { problems.append("a line feed scrolled") } else { y += 1 }
        isWrapPending = false
        index += 1
      case 0x00..<0x20, 0x7F:
        problems.append("control byte \(byte)")
        index += 1
      default:
        var end = index
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
        for character in String(decoding: bytes[index..<end], as: UTF8.self) {
          print(character)
        }
        index = end
      }
    }
  }

  private mutating func print(_ character: Character) {
    let columns = DisplayWidth.columns(of: character)
    guard columns > 0 else {
      problems.append("a character of no width: \(character.debugDescription)")
      return
    }
    if isWrapPending {
      problems.append("wrapped at the right edge")
      return
    }
    guard x + columns <= width else {
      problems.append("a wide character split at the right edge")
      return
    }
    erase(x)
    if columns == 2 { erase(x + 1) }
    let index = y * width + x
    let content: Cell.Content =
      character == " " ? .empty : columns == 2 ? .wide(character) : .narrow(character)
    cells[index] = Cell(content, style: style)
    if columns == 2 { cells[index + 1] = Cell(.continuation, style: style) }
    x += columns
    if x >= width {
      x = width - 1
      isWrapPending = true
    }
  }

  /// Clears the other half of a wide character that column `column` is half of, as terminals do.
  private mutating func erase(_ column: Int) {
    let index = y * width + column
    switch cells[index].content {
    case .wide where column + 1 < width: cells[index + 1].content = .empty
    case .continuation where column > 0: cells[index - 1].content = .empty
    default: break
    }
  }

  /// Interprets the sequence at `index`; returns where the next byte is.
  private mutating func controlSequence(_ bytes: [UInt8], at index: Int) -> Int {
    guard index + 1 < bytes.count, bytes[index + 1] == 0x5B else {
      problems.append("ESC not followed by [")
      return index + 1
    }
    var end = index + 2
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else {
      problems.append("an unfinished sequence")
      return end
    }
    let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    let final = Character(Unicode.Scalar(bytes[end]))
    if body == "?2026" && (final == "h" || final == "l") { return end + 1 }
    let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0)
    }
    let first = parameters.first.flatMap { $0 } ?? 0
    let count = max(first, 1)
    switch final {
    case "H":
      let row = parameters.first.flatMap { $0 } ?? 1
      let column = parameters.count > 1 ? parameters[1] ?? 1 : 1
      x = min(max(column, 1), width) - 1
      y = min(max(row, 1), height) - 1
    case "A": y = max(y - count, 0)
    case "B": y = min(y + count, height - 1)
    case "C", "D":
      if isWrapPending { problems.append("a relative move while a wrap was pending") }
      x = final == "C" ? min(x + count, width - 1) : max(x - count, 0)
    case "G": x = min(count, width) - 1
    case "K" where first == 0: eraseCells(count: width - x)
    case "X": eraseCells(count: min(count, width - x))
    case "m":
      graphicRendition(parameters.map { $0 ?? 0 })
      return end + 1  // a style change keeps a pending wrap
    default: problems.append("unexpected sequence \(body)\(final)")
    }
    isWrapPending = false
    return end + 1
  }

  /// ECH and EL: `count` cells from the cursor become empty, the cursor staying; a wide
  /// character half in the range goes whole, as terminals do. A frame erases only in the plain
  /// style (elsewhere terminals differ in what an erased cell keeps).
  private mutating func eraseCells(count: Int) {
    if style != .plain { problems.append("an erase in the style \(style)") }
    for column in x..<(x + count) {
      erase(column)
      cells[y * width + column] = Cell(.empty, style: .plain)
    }
  }

  private mutating func graphicRendition(_ codes: [Int]) {
    for code in codes {
      switch code {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = Self.colors[code - 30]
      case 39: style.foreground = .default
      case 40...47: style.background = Self.colors[code - 40]
      case 49: style.background = .default
      case 90...97: style.foreground = Self.colors[code - 90 + 8]
      case 100...107: style.background = Self.colors[code - 100 + 8]
      default: problems.append("unexpected SGR \(code)")
      }
    }
  }

  /// The 16 colours by ANSI number.
  private static let colors = TerminalColor.allCases.filter { $0 != .default }
}
