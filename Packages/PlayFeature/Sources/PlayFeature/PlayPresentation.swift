import MusicPresentation
import SubsonicClient

extension PlayStatus {
  /// One line for the song: `2/12 Title — Artist (3:07)`.
  public var songLine: String {
    var line = "\(index + 1)/\(count) \(song.title)"
    if let artist = song.artist, !artist.isEmpty { line += " — \(artist)" }
    if let duration = song.duration { line += " (\(DurationText.text(seconds: duration)))" }
    return line
  }

  /// The status line: `Playing 2/12 Title — Artist  1:23 / 3:07` (`Paused`, `Loading` before
  /// the audio reached the player).
  public var statusLine: String {
    let state = isPaused ? "Paused" : hasStarted ? "Playing" : "Loading"
    var line = "\(state) \(index + 1)/\(count) \(song.title)"
    if let artist = song.artist, !artist.isEmpty { line += " — \(artist)" }
    let played = DurationText.text(seconds: Int(position.components.seconds))
    line += "  " + played
    if let duration = song.duration { line += " / " + DurationText.text(seconds: duration) }
    return line
  }
}
