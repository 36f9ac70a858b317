import MusicPresentation
import SubsonicClient

extension PlayStatus {
  /// One line for the song: `2/12 Title — Artist (3:07)`; line breaks and other control
  /// characters in the server's names are spaces; no title is `(no title)`, no artist leaves
  /// out ` — Artist` (``NameText``).
  public var songLine: String {
    var line = "\(index + 1)/\(count) \(oneLine(NameText.shown(song.title, or: .title)))"
    if !NameText.isMissing(song.artist) { line += " — \(oneLine(song.artist ?? ""))" }
    if let duration = song.duration { line += " (\(DurationText.text(seconds: duration)))" }
    return line
  }

  /// The status line: `Playing 2/12 Title — Artist  1:23 / 3:07` (`Paused`, `Loading` before
  /// the audio reached the player), on one line as ``songLine``.
  public var statusLine: String {
    let state = isPaused ? "Paused" : hasStarted ? "Playing" : "Loading"
    var line = "\(state) \(index + 1)/\(count) \(oneLine(NameText.shown(song.title, or: .title)))"
    if !NameText.isMissing(song.artist) { line += " — \(oneLine(song.artist ?? ""))" }
    let played = DurationText.text(seconds: Int(position.components.seconds))
    line += "  " + played
    if let duration = song.duration { line += " / " + DurationText.text(seconds: duration) }
    return line
  }
}
