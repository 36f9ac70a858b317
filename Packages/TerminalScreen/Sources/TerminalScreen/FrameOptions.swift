/// How frames are written to the terminal.
public struct FrameOptions: Hashable, Sendable {
  /// Wrap each frame in synchronized output (`ESC[?2026h` … `ESC[?2026l`), so the terminal
  /// shows it whole: only when the terminal said it supports it.
  public var synchronizedOutput: Bool
  /// Leave colours out (the user set `NO_COLOR`): bold, dim, italic, underline and reverse stay.
  public var noColor: Bool

  /// Options; by default neither.
  public init(synchronizedOutput: Bool = false, noColor: Bool = false) {
    self.synchronizedOutput = synchronizedOutput
    self.noColor = noColor
  }
}
