/// A song's lyrics in one language, line by line, possibly timed (OpenSubsonic
/// `getLyricsBySongId`).
public struct StructuredLyrics: Sendable, Hashable {
  /// The language, an ISO 639 code, or `und`/`xxx` when unknown.
  public var lang: String
  /// Whether the lines carry start times.
  public var synced: Bool
  /// The artist to show, when it differs from the song's.
  public var displayArtist: String?
  /// The title to show, when it differs from the song's.
  public var displayTitle: String?
  /// Milliseconds to add to every start time, when the server sets one.
  public var offset: Int?
  /// The lines, in order.
  public var lines: [LyricLine]

  /// Creates lyrics.
  public init(
    lang: String,
    synced: Bool,
    displayArtist: String? = nil,
    displayTitle: String? = nil,
    offset: Int? = nil,
    lines: [LyricLine]
  ) {
    self.lang = lang
    self.synced = synced
    self.displayArtist = displayArtist
    self.displayTitle = displayTitle
    self.offset = offset
    self.lines = lines
  }
}

/// One line of ``StructuredLyrics``.
public struct LyricLine: Sendable, Hashable {
  /// When the line starts, in milliseconds from the song's start; `nil` in unsynced lyrics.
  public var start: Int?
  /// The line's text.
  public var value: String

  /// Creates a line.
  public init(start: Int? = nil, value: String) {
    self.start = start
    self.value = value
  }
}
