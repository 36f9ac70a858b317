/// The bytes that put a terminal in full-screen mode and take it out again, in reverse order.
///
/// Entering: the alternate screen (`?1049h`), the cursor hidden (`?25l`), bracketed paste
/// (`?2004h`), SGR mouse reporting when asked for (`?1000h`, `?1002h` for drags, `?1006h`), and
/// on the first entry the query for synchronized output (`ESC[?2026$p`), which the terminal
/// answers as input if it knows it. Leaving undoes each mode, last set first: mouse reporting
/// off, paste off, the cursor shown, the main screen back (with what it showed before).
public enum TerminalModes {
  /// The bytes that enter full-screen mode.
  public static func enter(mouse: Bool, querySynchronizedOutput: Bool) -> [UInt8] {
    var text = alternateScreen.on + hiddenCursor.on + bracketedPaste.on
    if mouse { text += mouseModes.map(\.on).joined() }
    if querySynchronizedOutput { text += "\u{1B}[?2026$p" }
    return Array(text.utf8)
  }

  /// The bytes that leave full-screen mode, the modes of ``enter(mouse:querySynchronizedOutput:)``
  /// undone in reverse order.
  public static func leave(mouse: Bool) -> [UInt8] {
    var text = ""
    if mouse { text += mouseModes.reversed().map(\.off).joined() }
    text += bracketedPaste.off + hiddenCursor.off + alternateScreen.off
    return Array(text.utf8)
  }

  /// A private mode's set and reset sequences.
  private typealias Mode = (on: String, off: String)

  private static func mode(_ number: Int, setMeansOn: Bool = true) -> Mode {
    let set = "\u{1B}[?\(number)h"
    let reset = "\u{1B}[?\(number)l"
    return setMeansOn ? (set, reset) : (reset, set)
  }

  private static let alternateScreen = mode(1049)
  /// `?25` shows the cursor when set: hiding it resets the mode.
  private static let hiddenCursor = mode(25, setMeansOn: false)
  private static let bracketedPaste = mode(2004)
  /// Button events, drags, then the SGR encoding.
  private static let mouseModes = [mode(1000), mode(1002), mode(1006)]
}
