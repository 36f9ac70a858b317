/// What `search3` looks for, and which page of each kind of result to return.
public struct SearchQuery: Sendable, Hashable {
  /// The text to match in names and titles; empty matches everything (to page through a whole
  /// library).
  public var text: String
  /// At most this many artists (the API's default is 20).
  public var artistCount: Int
  /// Skip this many artists.
  public var artistOffset: Int
  /// At most this many albums.
  public var albumCount: Int
  /// Skip this many albums.
  public var albumOffset: Int
  /// At most this many songs.
  public var songCount: Int
  /// Skip this many songs.
  public var songOffset: Int
  /// Search only this music folder.
  public var musicFolderID: MusicFolderID?

  /// Creates a query; the counts default to the API's 20 and the offsets to 0.
  public init(
    text: String,
    artistCount: Int = 20,
    artistOffset: Int = 0,
    albumCount: Int = 20,
    albumOffset: Int = 0,
    songCount: Int = 20,
    songOffset: Int = 0,
    musicFolderID: MusicFolderID? = nil
  ) {
    self.text = text
    self.artistCount = artistCount
    self.artistOffset = artistOffset
    self.albumCount = albumCount
    self.albumOffset = albumOffset
    self.songCount = songCount
    self.songOffset = songOffset
    self.musicFolderID = musicFolderID
  }
}
