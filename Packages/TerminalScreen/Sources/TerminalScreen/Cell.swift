/// One column of one row of a ``ScreenBuffer``: what it shows and how.
///
/// A character two columns wide sits in a ``Content/wide(_:)`` cell followed by a
/// ``Content/continuation`` cell with the same style; the buffer keeps that pair whole. Cells
/// are made by the buffer, which measures and escapes their text, so a cell never holds a
/// control character and its content always takes the columns it says.
public struct Cell: Hashable, Sendable {
  /// What a cell shows.
  public enum Content: Hashable, Sendable {
    /// Nothing: drawn as a space.
    case empty
    /// A character one column wide.
    case narrow(Character)
    /// A character two columns wide; the next cell is its continuation.
    case wide(Character)
    /// The second column of the wide character in the cell before.
    case continuation
  }

  /// What the cell shows.
  public internal(set) var content: Content
  /// How the cell is drawn; for an empty cell its colours and reverse still show.
  public internal(set) var style: Style

  /// A cell with `content` in `style`, for the buffer only: it checks what the content is.
  init(_ content: Content, style: Style) {
    self.content = content
    self.style = style
  }

  /// An empty cell in `style`.
  public static func empty(_ style: Style = .plain) -> Cell { Cell(.empty, style: style) }

  /// The character the cell shows, `nil` for an empty cell or a continuation.
  public var character: Character? {
    switch content {
    case .narrow(let character), .wide(let character): character
    case .empty, .continuation: nil
    }
  }
}
