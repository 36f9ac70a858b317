/// The bytes that turn the frame on the terminal into the next one, for one `write`.
///
/// ratatui's buffer diff, in short: only the cells that changed are written, the cursor moves
/// only across the gaps between them (CUP, or a shorter relative move, carriage return or line
/// feed), the continuation cell of a wide character is never written (its character covers
/// it), and SGR codes are sent only where the style changes. Unlike ratatui, a run of blank
/// plain cells is erased (EL, ECH) rather than written as spaces where that is shorter. A frame
/// assumes the terminal is in the plain style and leaves it so; where the cursor is after a
/// frame is unspecified (the caller hides it).
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
      var x = 0
      while x < next.width {
        let index = rowStart + x
        let changed: Bool
        switch after[index].content {
        case .continuation:
          x += 1
          continue
        case .wide:
          changed =
            !looksAlike(before[index + 1], after[index + 1], noColor: noColor)
            || !looksAlike(before[index], after[index], noColor: noColor)
        case .empty, .narrow:
          changed = !looksAlike(before[index], after[index], noColor: noColor)
        }
        x += changed ? writer.writeOrErase(after, previous: before, at: index, x: x, y: y) : 1
      }
    }
    guard !writer.bytes.isEmpty else { return [] }
    writer.finish()
    // A full redraw writes at least one byte per cell that is not blank in the plain style.
    if writer.bytes.count > shownCells(of: next, noColor: noColor) {
      let full = frame(next, noColor: options.noColor)
      if full.count < writer.bytes.count { return wrapped(full, options: options) }
    }
    return wrapped(writer.bytes, options: options)
  }

  /// The bytes that draw `frame` whole from the top left, whatever the terminal shows: every
  /// cell written or, for runs of blank plain cells, erased; rows joined by carriage return and
  /// line feed (never a scroll: the last row ends without one). What a resize needs, and the
  /// measure a diff is compared with.
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

  /// How many cells of `frame` show something a full redraw must write: not a continuation,
  /// not blank in the plain style.
  private static func shownCells(of frame: ScreenBuffer, noColor: Bool) -> Int {
    var count = 0
    for cell in frame.cells where cell.content != .continuation {
      let style = noColor ? cell.style.withoutColors : cell.style
      if cell.content != .empty || style != .plain { count += 1 }
    }
    return count
  }

  /// Every cell of `frame`, unwrapped.
  private static func frame(_ frame: ScreenBuffer, noColor: Bool) -> [UInt8] {
    var writer = FrameWriter(width: frame.width, noColor: noColor)
    let cells = frame.cells
    for y in 0..<frame.height {
      var x = 0
      while x < frame.width {
        let index = y * frame.width + x
        x +=
          cells[index].content == .continuation
          ? 1 : writer.writeOrErase(cells, previous: nil, at: index, x: x, y: y)
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
