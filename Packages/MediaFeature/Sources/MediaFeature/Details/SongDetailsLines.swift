import LoadStore
import MusicPresentation
import SubsonicClient
import TerminalScreen

/// The text of a song's details wrapped to a width, line by line: the song's fields
/// (`Label  value`, every field the song has, a long value wrapped under its column), a blank
/// line, the lyrics' rule, then the lyrics, or the rows their ``status`` takes in their place.
struct SongDetailsLines {
  /// One line of the text.
  enum Line: Hashable {
    /// A field's label (empty on the next lines of a long value) and a line of its value.
    case field(label: String, value: String)
    /// An empty line.
    case blank
    /// The rule above the lyrics.
    case rule
    /// A line of the lyrics.
    case lyric(String)
  }

  /// The columns the labels take, the gap after them included.
  let labelColumns: Int
  /// The lines, the lyrics' included when they show.
  let lines: [Line]
  /// What shows under the rule instead of lyrics (loading, none, failed); `nil` with lyrics.
  let status: PaneStatus?

  /// The gap between a label and its value.
  static let labelGap = 2

  /// The details of `song` with its lyrics' `state`, wrapped to `width` columns.
  init(song: Song, lyrics state: LoadState<SongLyrics?, SubsonicError>, width: Int) {
    let fields = SongDetails.fields(of: song)
    labelColumns = (fields.map(\.label.count).max() ?? 0) + Self.labelGap
    var lines: [Line] = []
    for field in fields {
      let wrapped = WrappedText(field.value, width: width - labelColumns).lines
      for (index, line) in wrapped.enumerated() {
        lines.append(.field(label: index == 0 ? field.label : "", value: line))
      }
    }
    lines += [.blank, .rule]
    switch state {
    case .idle, .loading:
      status = .loading("Loading lyrics…")
    case .failed(let error, let canRetry):
      status = .failed(reason: error.description, canRetry: canRetry)
    case .loaded(let lyrics):
      let presented = LyricsPresentation(
        lyrics?.plainLyrics, artist: song.artist, title: song.title)
      if presented.found {
        var lyrics = presented.lines[...]
        while lyrics.last?.isEmpty == true { lyrics.removeLast() }  // no blank end to scroll to
        lines += WrappedText(lyrics.joined(separator: "\n"), width: width).lines.map(Line.lyric)
        status = nil
      } else {
        status = .empty("No lyrics")
      }
    }
    self.lines = lines
  }

  /// The rows of the whole text: the lines, then the status's (two for a failure that `r` may
  /// retry, one otherwise).
  var count: Int {
    switch status {
    case nil: lines.count
    case .failed(_, canRetry: true): lines.count + 2
    case .loading, .empty, .failed: lines.count + 1
    }
  }
}
