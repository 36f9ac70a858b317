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
    let drawn = { (cell: Cell) in
      options.noColor ? Cell(cell.content, style: cell.style.withoutColors) : cell
    }
    for y in 0..<next.height {
      for x in 0..<next.width {
        let cell = next[x, y]
        var changed: Bool
        switch cell.content {
        case .continuation: continue
        case .wide: changed = drawn(previous[x + 1, y]) != drawn(next[x + 1, y])
        case .empty, .narrow: changed = false
        }
        changed = changed || drawn(previous[x, y]) != drawn(cell)
        if changed { writer.write(cell, x: x, y: y) }
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
