import LoadStore
import MusicPresentation
import SubsonicClient
import TerminalScreen
import TerminalText

/// Draws a ``PlaylistPicker`` as a box in the middle of an area of a ``ScreenBuffer``, over what
/// is there: the title `Add “Dawn Chorus” to playlist` on its top edge, "New playlist…" (or the
/// name field) and the playlists with their number of songs, the keys on its last row. While
/// the playlists load or after they failed, their state shows under the first row (`r retries`
/// when asking again may help); while the songs are being added, what is being done.
///
/// A view of the picker and its stores and nothing else: it reads them, changes nothing, draws
/// nothing while the picker is closed and only inside the box otherwise. Every name from the
/// server (and the title's) is escaped and cut with `…` to its room, wide characters taking two
/// cells.
@MainActor
public struct PlaylistPickerView {
  /// The picker drawn.
  public let picker: PlaylistPicker

  /// The widest the box gets.
  static let maximumWidth = 60
  /// The most rows the list gets, however tall the area.
  static let maximumListRows = 12
  /// The rows of the box that are not the body: the two edges, a blank row and the keys.
  static let rowsAroundBody = 4
  /// The body's rows while the playlists load or after they failed: the first row, the state
  /// and its retry hint.
  static let statusRows = 3
  /// The first row, before a name is typed.
  static let newPlaylistRow = "New playlist…"
  /// The label of the name field.
  static let nameLabel = "Name: "
  /// The style of the title.
  static let titleStyle = Style(bold: true)
  /// The rows: a name and the number of songs.
  static let list = ScrollingList(columns: [.flexible(), .fixed(11, alignment: .right)])

  /// A view of `picker`.
  public init(picker: PlaylistPicker) {
    self.picker = picker
  }

  /// The rows the list gets in `area`: what the picker's ``PlaylistPicker/listHeight`` should
  /// be.
  public static func listHeight(in area: Rect) -> Int {
    max(1, min(maximumListRows, area.height - rowsAroundBody))
  }

  /// Where the list's rows are drawn in `area`, as the picker is now: row 0 of it is
  /// ``PlaylistPicker/click(listRow:)``'s `listRow` 0.
  public func listArea(in area: Rect) -> Rect {
    let inside = Self.inside(box(in: area))
    return inside.splitBottom(Self.rowsAroundBody - 2).rest
  }

  /// Draws the picker, when it is open, in a box in the middle of `area` of `buffer`.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard picker.isOpen, !area.isEmpty else { return }
    let box = box(in: area)
    Frame.draw(in: &buffer, box: box)
    drawTitle(in: &buffer, box: box)
    let (body, below) = Self.inside(box).splitBottom(Self.rowsAroundBody - 2)
    buffer.put(
      hint, in: below.row(below.height - 1).splitLeft(1).rest, alignment: .left,
      style: PaneStatus.quietStyle)
    if case .adding(let name, let isNew) = picker.step {
      let songs = PlaylistPickerOutcome.songs(picker.songs.count)
      let doing = isNew ? "Creating \(name) with \(songs)…" : "Adding \(songs) to \(name)…"
      PaneStatus.loading(doing).draw(in: &buffer, area: body)
      return
    }
    let playlists = picker.playlists
    let status = self.status
    let count = status == nil ? picker.rowCount : 1
    Self.list.draw(in: &buffer, area: body, count: count, selection: picker.selection) { row in
      guard row > 0 else { return [Self.newPlaylistRow] }
      let playlist = playlists[row - 1]
      return [
        NameText.shown(playlist.name, or: .name), PlaylistPickerOutcome.songs(playlist.songCount),
      ]
    }
    status?.draw(in: &buffer, area: body.splitTop(1).rest)
    if case .naming(let name) = picker.step {
      let row = body.row(0)
      buffer.fill(x: row.x, y: row.y, width: row.width, height: 1)
      TextField(label: Self.nameLabel, text: name)
        .draw(in: &buffer, area: Self.list.contentArea(of: row))
    }
  }

  /// The box in `area`: as wide as it may be, as tall as its rows, in the middle.
  func box(in area: Rect) -> Rect {
    let bodyRows: Int
    if case .adding = picker.step {
      bodyRows = 1
    } else if status != nil {
      bodyRows = Self.statusRows
    } else {
      bodyRows = min(picker.rowCount, Self.listHeight(in: area))
    }
    let width = min(area.width, Self.maximumWidth)
    let height = min(area.height, bodyRows + Self.rowsAroundBody)
    return Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
      width: width, height: height)
  }

  /// The cells inside the box's edges.
  static func inside(_ box: Rect) -> Rect {
    Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)
  }

  /// `Add “Dawn Chorus” to playlist` on the top edge, the name cut to leave the rest room.
  private func drawTitle(in buffer: inout ScreenBuffer, box: Rect) {
    let (before, after) = (" Add “", "” to playlist ")
    let room = box.width - 4
    let nameRoom = room - DisplayWidth.columns(of: before) - DisplayWidth.columns(of: after)
    guard nameRoom > 0 else {
      buffer.put(
        " Add to playlist ", x: box.x + 2, y: box.y, style: Self.titleStyle, maxWidth: room)
      return
    }
    var x = box.x + 2
    x += buffer.put(before, x: x, y: box.y, style: Self.titleStyle)
    x += buffer.put(picker.subject, x: x, y: box.y, style: Self.titleStyle, maxWidth: nameRoom)
    buffer.put(after, x: x, y: box.y, style: Self.titleStyle)
  }

  /// The keys of the step, on the box's last row inside.
  var hint: String {
    switch picker.step {
    case .choosing: "Enter adds · Esc closes"
    case .naming: "Enter creates · Esc cancels"
    case .adding: ""
    }
  }

  /// What shows under the first row instead of the playlists, while they have not loaded.
  var status: PaneStatus? {
    switch picker.playlistsStore.state {
    case .idle, .loading: .loading("Loading playlists…")
    case .loaded: nil
    case .failed(let error, let canRetry): .failed(reason: error.description, canRetry: canRetry)
    }
  }
}
