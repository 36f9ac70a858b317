import MusicPresentation
import TerminalScreen

/// Draws the lyrics of the song playing (``NowPlayingLyrics``) at its position into an area of
/// a ``ScreenBuffer``: `Lyrics · Title · Artist` on the first row, then synced lyrics with the
/// current line highlighted (bold, marked `▸`), the lines before it dim, and the line a third of
/// the way down so that what comes next shows; plain lyrics as text from the top; or in their
/// place `Loading lyrics…`, `No lyrics for this song`, a failure's reason with `r retries`, or
/// `Nothing playing`. Plain lyrics show from their scrolled row (``NowPlayingLyrics/top``).
///
/// A view and nothing else: it reads the lyrics and the position it is given (which the root
/// reads from what plays, so that Observation redraws it as the position moves), changes
/// nothing, and draws only inside the area. Every text from the server is escaped and wrapped
/// to the area in display columns, wide characters taking two.
@MainActor
public struct NowPlayingLyricsView {
  /// The lyrics drawn.
  public let lyrics: NowPlayingLyrics
  /// The position of the song playing, in milliseconds; `nil` when it has not started.
  public let positionMilliseconds: Int?

  /// The style of the title and of the current line.
  static let currentStyle = Style(bold: true)
  /// The style of the title's rule words and of the lines already sung.
  static let quietStyle = Style(dim: true)
  /// The mark before the current line.
  static let mark = "▸ "

  /// A view of `lyrics` at `positionMilliseconds`.
  public init(lyrics: NowPlayingLyrics, positionMilliseconds: Int?) {
    self.lyrics = lyrics
    self.positionMilliseconds = positionMilliseconds
  }

  /// Where the lyrics' rows are drawn inside `area`: below the title, right of the mark.
  static func textArea(in area: Rect) -> Rect {
    area.splitTop(1).rest.splitLeft(1 + mark.count).rest.splitRight(1).rest
  }

  /// Sets `lyrics`' ``NowPlayingLyrics/listHeight`` and ``NowPlayingLyrics/textWidth`` for the
  /// view drawn in `area`, as the root does before it draws, so that they scroll as they show.
  public static func fit(_ lyrics: NowPlayingLyrics, to area: Rect) {
    let text = textArea(in: area)
    lyrics.listHeight = max(1, text.height)
    lyrics.textWidth = max(1, text.width)
  }

  /// Draws the lyrics into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard !area.isEmpty else { return }
    buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height)
    let (title, body) = area.splitTop(1)
    guard let song = lyrics.song else {
      buffer.put("Lyrics", in: title.splitLeft(1).rest, alignment: .left, style: Self.quietStyle)
      PaneStatus.empty("Nothing playing").draw(in: &buffer, area: body)
      return
    }
    let artist = NameText.isMissing(song.artist) ? [] : [song.artist ?? ""]
    Breadcrumb(["Lyrics", NameText.shown(song.title, or: .title)] + artist, separator: " · ")
      .draw(in: &buffer, area: title.splitLeft(1).rest, style: Self.currentStyle)
    let text = Self.textArea(in: area)
    let shown = FollowedLyricsRows(
      lyrics.state, positionMilliseconds: positionMilliseconds, width: text.width,
      height: text.height, scrolledTop: lyrics.top)
    if let status = shown.status {
      status.draw(in: &buffer, area: body)
      return
    }
    for row in 0..<text.height {
      let index = shown.top + row
      guard shown.rows.indices.contains(index) else { break }
      let isCurrent = shown.current.contains(index)
      let style =
        isCurrent ? Self.currentStyle : index < shown.current.lowerBound ? Self.quietStyle : .plain
      if index == shown.current.lowerBound, isCurrent {
        buffer.put(Self.mark, x: body.x + 1, y: text.y + row, style: Self.currentStyle)
      }
      buffer.put(shown.rows[index], in: text.row(row), alignment: .left, style: style)
    }
  }
}
