/// The bytes that turn the frame on the terminal into the next one, for one `write`.
///
/// ratatui's buffer diff, in short: only the cells that changed are written, the cursor moves
/// only across the gaps between them (CUP, or a shorter relative move, carriage return or line
/// feed), the continuation cell of a wide character is never written (its character covers
/// it), and SGR codes are sent only where the style changes. A frame assumes the terminal is in
/// the plain style and leaves it so; where the cursor is after a frame is unspecified (the
/// caller hides it).
public enum ScreenDiff {
  /// The bytes that change the terminal from showing `previous` to showing `next`.
  ///
  /// Empty when nothing changed (no synchronized output either). A full redraw when there is no
  /// previous frame or its size differs (the terminal was resized), and when the changes are so
  /// scattered that the moves would cost more than the full redraw: it is never longer.
  public static func bytes(
    from previous: ScreenBuffer?, to next: ScreenBuffer, options: FrameOptions = FrameOptions()
  ) -> [UInt8] {
    guard let previous, previous.width == next.width, previous.height == next.height else {
      return fullRedraw(next, options: options)
    }
    var writer = FrameWriter(width: next.width, noColor: options.noColor)
    let noColor = options.noColor
    let before = previous.cells
    let after = next.cells
    for y in 0..<next.height {
      let rowStart = y * next.width
      for x in 0..<next.width {
        let index = rowStart + x
        let changed: Bool
        switch after[index].content {
        case .continuation: continue
        case .wide:
          changed =
            !looksAlike(before[index + 1], after[index + 1], noColor: noColor)
            || !looksAlike(before[index], after[index], noColor: noColor)
        case .empty, .narrow:
          changed = !looksAlike(before[index], after[index], noColor: noColor)
        }
        if changed { writer.write(after[index], x: x, y: y) }
      }
    }
    guard !writer.bytes.isEmpty else { return [] }
    writer.finish()
    // A full redraw writes at least one byte per character, so at least one per two cells.
    if writer.bytes.count > (next.width * next.height + 1) / 2 {
      let full = frame(next, noColor: options.noColor)
      if full.count < writer.bytes.count { return wrapped(full, options: options) }
    }
    return wrapped(writer.bytes, options: options)
  }

  /// The bytes that draw `frame` whole from the top left, whatever the terminal shows: every
  /// cell, rows joined by carriage return and line feed (never a scroll: the last row ends
  /// without one). What a resize needs, and the measure a diff is compared with.
  public static func fullRedraw(_ frame: ScreenBuffer, options: FrameOptions = FrameOptions())
    -> [UInt8]
  {
    wrapped(self.frame(frame, noColor: options.noColor), options: options)
  }

  /// Whether two cells are drawn alike: the same content in the same style (without colours
  /// under `NO_COLOR`).
  private static func looksAlike(_ one: Cell, _ other: Cell, noColor: Bool) -> Bool {
    guard one.content == other.content else { return false }
    return noColor ? one.style.withoutColors == other.style.withoutColors : one.style == other.style
  }

  /// Every cell of `frame`, unwrapped.
  private static func frame(_ frame: ScreenBuffer, noColor: Bool) -> [UInt8] {
    var writer = FrameWriter(width: frame.width, noColor: noColor)
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame[x, y].content != .continuation {
        writer.write(frame[x, y], x: x, y: y)
      }
    }
    writer.finish()
    return writer.bytes
  }

  /// `bytes` in synchronized output when asked for and there is something to write.
  private static func wrapped(_ bytes: [UInt8], options: FrameOptions) -> [UInt8] {
    guard options.synchronizedOutput, !bytes.isEmpty else { return bytes }
    return ControlSequence.beginSynchronizedOutput + bytes + ControlSequence.endSynchronizedOutput
  }
}
