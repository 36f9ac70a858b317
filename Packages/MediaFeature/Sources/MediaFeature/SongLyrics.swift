import SubsonicClient

/// A song's lyrics as the server gave them: a set of structured lyrics by song id (OpenSubsonic
/// `songLyrics`: synced lines with their times, or plain lines), or plain text by artist and
/// title (`getLyrics`).
public enum SongLyrics: Sendable, Hashable {
  /// By song id (`getLyricsBySongId`), synced or not.
  case structured(StructuredLyrics)
  /// By artist and title (`getLyrics`), the text as the server sent it.
  case plain(Lyrics)

  /// The set to show of those `getLyricsBySongId` answered: the first synced one with words,
  /// else the first with words; `nil` when none has any.
  public static func preferred(_ sets: [StructuredLyrics]) -> SongLyrics? {
    let worded = sets.filter { set in set.lines.contains { !isBlank($0.text) } }
    return (worded.first(where: \.isSynced) ?? worded.first).map(SongLyrics.structured)
  }

  /// The artist the server matched or shows.
  public var artist: String? {
    switch self {
    case .structured(let lyrics): lyrics.displayArtist
    case .plain(let lyrics): lyrics.artist
    }
  }

  /// The title the server matched or shows.
  public var title: String? {
    switch self {
    case .structured(let lyrics): lyrics.displayTitle
    case .plain(let lyrics): lyrics.title
    }
  }

  /// Whether the lines have start times.
  public var isSynced: Bool {
    if case .structured(let lyrics) = self { return lyrics.isSynced }
    return false
  }

  /// The lines, with their start times when synced; plain text split at its line breaks.
  public var lines: [LyricLine] {
    switch self {
    case .structured(let lyrics):
      return lyrics.lines
    case .plain(let lyrics):
      return lyrics.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map { LyricLine(text: String($0)) }
    }
  }

  /// The lyrics as plain text, times left out: what the song details show.
  public var plainLyrics: Lyrics {
    switch self {
    case .structured(let lyrics):
      return Lyrics(
        artist: lyrics.displayArtist, title: lyrics.displayTitle,
        text: lyrics.lines.map(\.text).joined(separator: "\n"))
    case .plain(let lyrics):
      return lyrics
    }
  }

  /// The lines as text, each synced line after its time as `[m:ss.cc]`
  /// (``LyricTime/text(milliseconds:)``), shown `offset` sooner.
  public var timedText: String {
    guard case .structured(let lyrics) = self, lyrics.isSynced else { return plainLyrics.text }
    return lyrics.lines.map { line in
      guard let start = line.startMilliseconds else { return line.text }
      let shown = LyricTime.text(milliseconds: start - lyrics.offsetMilliseconds)
      return line.text.isEmpty ? shown : "\(shown) \(line.text)"
    }.joined(separator: "\n")
  }

  static func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }
}

/// A lyric line's time as `[m:ss.cc]`: `[0:12.34]`, `[61:02.00]`; a negative time is `[0:00.00]`.
public enum LyricTime {
  /// `milliseconds` as `[m:ss.cc]`, hundredths rounded down.
  public static func text(milliseconds: Int) -> String {
    let hundredths = max(0, milliseconds) / 10
    let minutes = hundredths / 6_000
    let seconds = hundredths / 100 % 60
    let fraction = hundredths % 100
    return "[\(minutes):\(twoDigits(seconds)).\(twoDigits(fraction))]"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
