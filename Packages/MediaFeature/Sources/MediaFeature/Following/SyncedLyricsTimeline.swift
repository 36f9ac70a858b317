import SubsonicClient

/// Synced lyric lines in the order they show, to follow a song by its position: which line is
/// current at a position, and which comes next.
///
/// Each line shows at its start time less the lyrics' offset
/// (``SubsonicClient/StructuredLyrics/offsetMilliseconds``: positive shows it sooner), computed
/// without overflow (a time past the ends of `Int` stays at the end). The lines are sorted by
/// that time, lines of equal times keeping the server's order; a line without a time cannot be
/// followed and is left out. At a position, the current line is the last one shown by then
/// (of lines shown at the same moment, the last), `nil` before the first.
///
/// ```swift
/// let timeline = SyncedLyricsTimeline(lyrics)  // nil: not synced
/// timeline?.place(atMilliseconds: 13_000)      // current 0, next 1
/// ```
public struct SyncedLyricsTimeline: Sendable, Hashable {
  /// One line and when it shows.
  public struct Line: Sendable, Hashable {
    /// When it shows, in milliseconds from the start of the song: its start less the offset.
    public let milliseconds: Int
    /// The words as the server sent them (empty: a pause); escape them before showing them.
    public let text: String
  }

  /// Where a position falls: the line showing, and the one after it.
  public struct Place: Sendable, Hashable {
    /// The index in ``SyncedLyricsTimeline/lines`` of the line showing; `nil` before the first.
    public let current: Int?
    /// The index of the line that shows next; `nil` after the last.
    public let next: Int?

    /// Creates a place.
    public init(current: Int?, next: Int?) {
      self.current = current
      self.next = next
    }
  }

  /// The lines with a time, in the order they show.
  public let lines: [Line]

  /// The timeline of `lines` shown `offsetMilliseconds` sooner than their start times.
  public init(lines: [LyricLine], offsetMilliseconds: Int = 0) {
    let timed = lines.enumerated().compactMap { index, line in
      line.startMilliseconds.map { (index, Self.shown($0, sooner: offsetMilliseconds), line.text) }
    }
    self.lines = timed.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
      .map { Line(milliseconds: $0.1, text: $0.2) }
  }

  /// The timeline of synced `lyrics`; `nil` for lyrics without times (plain, or structured but
  /// not synced) or with no timed line.
  public init?(_ lyrics: SongLyrics) {
    guard case .structured(let set) = lyrics, set.isSynced else { return nil }
    self.init(lines: set.lines, offsetMilliseconds: set.offsetMilliseconds)
    if lines.isEmpty { return nil }
  }

  /// Where `position` (milliseconds from the start of the song, any value) falls.
  public func place(atMilliseconds position: Int) -> Place {
    var (low, high) = (0, lines.count)  // the first line shown after `position`
    while low < high {
      let middle = low + (high - low) / 2
      if lines[middle].milliseconds <= position { low = middle + 1 } else { high = middle }
    }
    return Place(current: low > 0 ? low - 1 : nil, next: low < lines.count ? low : nil)
  }

  /// The line showing at `position`, if any.
  public func currentLine(atMilliseconds position: Int) -> Line? {
    place(atMilliseconds: position).current.map { lines[$0] }
  }

  /// `start - offset`, held at `Int`'s ends instead of overflowing.
  static func shown(_ start: Int, sooner offset: Int) -> Int {
    let (time, overflow) = start.subtractingReportingOverflow(offset)
    guard overflow else { return time }
    return offset < 0 ? .max : .min
  }
}
