/// A song's lyrics as plain text, found by artist and title (`getLyrics`).
public struct Lyrics: Sendable, Hashable {
  /// The artist the server matched.
  public var artist: String?
  /// The title the server matched.
  public var title: String?
  /// The lyrics, lines separated by newlines.
  public var text: String

  /// Creates lyrics.
  public init(artist: String? = nil, title: String? = nil, text: String) {
    self.artist = artist
    self.title = title
    self.text = text
  }
}
