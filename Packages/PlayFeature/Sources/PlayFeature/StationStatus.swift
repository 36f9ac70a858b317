import MusicPresentation
import SubsonicClient

/// What a station playing shows, for a status line.
public struct StationStatus: Sendable, Equatable {
  /// The station.
  public var station: InternetRadioStation
  /// How long it has played, pauses left out.
  public var position: Duration
  /// Whether its audio has reached the player yet.
  public var hasStarted: Bool
  /// Whether it is paused.
  public var isPaused: Bool

  /// Creates a status.
  public init(
    station: InternetRadioStation, position: Duration = .zero, hasStarted: Bool = false,
    isPaused: Bool = false
  ) {
    self.station = station
    self.position = position
    self.hasStarted = hasStarted
    self.isPaused = isPaused
  }

  /// The station's name on one line: line breaks and other control characters are spaces; no
  /// name is `(no name)` (``NameText``).
  public var stationName: String { oneLine(NameText.shown(station.name, or: .name)) }

  /// The status line: `Playing station Tide FM  1:23` (`Paused`, `Loading` before the audio
  /// reached the player); a station has no end, so no length.
  public var statusLine: String {
    let state = isPaused ? "Paused" : hasStarted ? "Playing" : "Loading"
    return "\(state) station \(stationName)  "
      + DurationText.text(seconds: Int(position.components.seconds))
  }
}
