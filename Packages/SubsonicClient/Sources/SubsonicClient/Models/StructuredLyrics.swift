/// One set of a song's lyrics as the OpenSubsonic `songLyrics` extension gives them
/// (`getLyricsBySongId`'s `structuredLyrics`): synced lines with their start times, or plain
/// lines, in one language. A song may have several (a synced and a plain set, translations).
public struct StructuredLyrics: Sendable, Hashable {
  /// The artist to show, as the server has it.
  public var displayArtist: String?
  /// The title to show, as the server has it.
  public var displayTitle: String?
  /// The language, ideally an ISO 639 code; `xxx` and `und` mean not said.
  public var language: String
  /// Whether the lines have start times to follow the song by.
  public var isSynced: Bool
  /// How much sooner than their ``LyricLine/startMilliseconds`` the lines show, in milliseconds
  /// (negative: later); 0 when not given.
  public var offsetMilliseconds: Int
  /// The lines in order.
  public var lines: [LyricLine]

  /// Creates a set of lyrics.
  public init(
    displayArtist: String? = nil,
    displayTitle: String? = nil,
    language: String = "xxx",
    isSynced: Bool = false,
    offsetMilliseconds: Int = 0,
    lines: [LyricLine]
  ) {
    self.displayArtist = displayArtist
    self.displayTitle = displayTitle
    self.language = language
    self.isSynced = isSynced
    self.offsetMilliseconds = offsetMilliseconds
    self.lines = lines
  }
}

/// One line of ``StructuredLyrics``.
public struct LyricLine: Sendable, Hashable {
  /// When the line starts, in milliseconds from the start of the song (before the lyrics'
  /// ``StructuredLyrics/offsetMilliseconds``); `nil` in plain lyrics.
  public var startMilliseconds: Int?
  /// The words (may be empty: a pause).
  public var text: String

  /// Creates a line.
  public init(startMilliseconds: Int? = nil, text: String) {
    self.startMilliseconds = startMilliseconds
    self.text = text
  }
}
