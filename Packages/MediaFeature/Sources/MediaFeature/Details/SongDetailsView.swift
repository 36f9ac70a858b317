import MusicPresentation
import SubsonicClient
import TerminalScreen

/// Draws a ``SongDetailsScreen`` into an area of a ``ScreenBuffer``: the song's title and artist
/// on the first row (`First Light · Aurora Vale`), then its details from the screen's top line:
/// every field the song has (`Album  Dawn Chorus`), a rule, and the lyrics, or their state in
/// their place (`Loading lyrics…`, `No lyrics`, a failure's reason with `r retries`), with a
/// scroll bar when the text is taller than the area.
///
/// A view of the screen and its store and nothing else: it reads them, changes nothing, and
/// draws only inside the area. Every text from the server is escaped and wrapped to the area
/// in display columns, wide characters taking two.
@MainActor
public struct SongDetailsView {
  /// The screen drawn.
  public let screen: SongDetailsScreen

  /// The rows above the text: the title.
  static let rowsAboveText = 1
  /// The style of the title.
  static let titleStyle = Style(bold: true)
  /// The style of the fields' labels and of the rule.
  static let quietStyle = Style(dim: true)
  /// The words on the rule above the lyrics.
  static let ruleTitle = "Lyrics"

  /// A view of `screen`.
  public init(screen: SongDetailsScreen) {
    self.screen = screen
  }

  /// The rows the text gets in `area`: what the screen's ``SongDetailsScreen/listHeight``
  /// should be.
  public static func listHeight(in area: Rect) -> Int {
    max(1, listArea(in: area).height)
  }

  /// The columns the text is wrapped to in `area`: what the screen's
  /// ``SongDetailsScreen/textWidth`` should be.
  public static func textWidth(in area: Rect) -> Int {
    max(1, textArea(in: area).width)
  }

  /// Where the text's rows are drawn inside `area`, its scroll bar included.
  public static func listArea(in area: Rect) -> Rect {
    area.splitTop(rowsAboveText).rest
  }

  /// Sets `screen`'s ``SongDetailsScreen/listHeight`` and ``SongDetailsScreen/textWidth`` for
  /// the view drawn in `area`, as the root does before it draws.
  public static func fit(_ screen: SongDetailsScreen, to area: Rect) {
    screen.listHeight = listHeight(in: area)
    screen.textWidth = textWidth(in: area)
  }

  /// The text's columns: one in from the left, and clear of the scroll bar on the right.
  static func textArea(in area: Rect) -> Rect {
    listArea(in: area).splitLeft(1).rest.splitRight(2).rest
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard !area.isEmpty else { return }
    buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height)
    let (title, body) = area.splitTop(Self.rowsAboveText)
    guard let song = screen.song else {
      PaneStatus.empty("No song").draw(in: &buffer, area: body)
      return
    }
    let artist = NameText.isMissing(song.artist) ? [] : [song.artist ?? ""]
    let trail = [NameText.shown(song.title, or: .title)] + artist
    Breadcrumb(trail, separator: " · ").draw(
      in: &buffer, area: title.splitLeft(1).rest, style: Self.titleStyle)
    let text = Self.textArea(in: area)
    let details = SongDetailsLines(song: song, lyrics: screen.lyricsStore.state, width: text.width)
    let top = min(screen.top, max(0, details.count - body.height))
    for row in 0..<body.height {
      let index = top + row
      if details.lines.indices.contains(index) {
        draw(details.lines[index], of: details, in: &buffer, row: text.row(row))
      } else if index == details.lines.count, let status = details.status {
        status.draw(in: &buffer, area: body.splitRight(2).rest.splitTop(row).rest)
      }
    }
    ScrollIndicator.draw(
      in: &buffer, area: body.splitRight(1).right, count: details.count, top: top)
  }

  /// Draws one line of the text on `row`.
  private func draw(
    _ line: SongDetailsLines.Line, of details: SongDetailsLines, in buffer: inout ScreenBuffer,
    row: Rect
  ) {
    switch line {
    case .field(let label, let value):
      let (labelArea, valueArea) = row.splitLeft(details.labelColumns)
      buffer.put(label, in: labelArea, alignment: .left, style: Self.quietStyle)
      buffer.put(value, in: valueArea, alignment: .left)
    case .blank:
      break
    case .rule:
      let written = buffer.put(
        Self.ruleTitle + " ", x: row.x, y: row.y, style: Self.quietStyle, maxWidth: row.width)
      buffer.fill(
        x: row.x + written, y: row.y, width: row.width - written, height: 1, with: "─",
        style: Self.quietStyle)
    case .lyric(let text):
      buffer.put(text, in: row, alignment: .left)
    }
  }
}
