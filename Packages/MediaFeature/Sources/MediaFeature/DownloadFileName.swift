import MusicPresentation
import SubsonicClient

/// The default name of a downloaded song's file: `Artist - Title.suffix`, safe to create in the
/// folder the user chose.
public enum DownloadFileName {
  /// `Artist - Title.suffix` from the song's metadata (`getSong`):
  ///
  /// - `Title.suffix` when the artist is missing or blank; `song-ID.suffix` when the title is
  ///   blank too.
  /// - `/`, `\`, NUL and other control characters become `_`; leading dots become `_`, so the
  ///   name never starts with `.`, is never `.` or `..` and never leaves the folder.
  /// - The suffix keeps ASCII letters and digits only (none: no extension); the name is cut to
  ///   255 UTF-8 bytes, keeping the suffix.
  public static func make(for song: Song) -> String {
    make(for: song, format: nil)
  }

  /// The name of a stream of the song transcoded to `format` (`mp3`; `raw` or `nil`: the
  /// original), which takes it as its suffix; otherwise as ``make(for:)``.
  public static func make(for song: Song, format: String?) -> String {
    let artist = song.artist.map(SafeFileName.clean) ?? ""
    let title = SafeFileName.clean(song.title)
    var stem = [artist, title].filter { !$0.isEmpty }.joined(separator: " - ")
    if stem.isEmpty { stem = SafeFileName.clean("song-\(song.id.rawValue)") }
    return SafeFileName.join(
      stem,
      suffix: SafeFileName.cleanSuffix(
        format.flatMap { $0 == "raw" ? nil : $0 } ?? song.suffix ?? ""),
      fallback: "song-\(song.id.rawValue)")
  }
}
