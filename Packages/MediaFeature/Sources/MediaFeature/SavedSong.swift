import Foundation
import SubsonicClient

/// A song saved to a file.
public struct SavedSong: Sendable, Equatable {
  /// The song's metadata.
  public let song: Song
  /// Where it is.
  public let file: URL
  /// How to show where it is: the user's `-o` text, with the file's name when it was a folder.
  public let shown: String
  /// The file's size in bytes.
  public let byteCount: Int64
  /// The file's media type as the server sent it (a stream transcoded to Ogg is `audio/ogg`),
  /// else the song's.
  public let mediaType: String?

  /// Creates a saved song.
  public init(song: Song, file: URL, shown: String, byteCount: Int64, mediaType: String? = nil) {
    self.song = song
    self.file = file
    self.shown = shown
    self.byteCount = byteCount
    self.mediaType = mediaType ?? song.contentType
  }
}
