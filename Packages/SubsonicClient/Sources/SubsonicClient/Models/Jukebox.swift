/// What `jukeboxControl` asks of the server's jukebox: the server plays on its own speakers (the
/// user needs the jukebox role).
public enum JukeboxAction: Sendable, Hashable {
  /// The state and the playlist (`get`).
  case get
  /// The state (`status`).
  case status
  /// Replaces the playlist, keeping the song playing (`set`).
  case set([SongID])
  /// Starts playing (`start`).
  case start
  /// Stops playing (`stop`).
  case stop
  /// Jumps to the song at `index` (from 0), `offsetSeconds` into it (`skip`).
  case skip(index: Int, offsetSeconds: Int)
  /// Appends songs (`add`).
  case add([SongID])
  /// Empties the playlist (`clear`).
  case clear
  /// Removes the song at `index` (from 0) (`remove`).
  case remove(index: Int)
  /// Shuffles the playlist (`shuffle`).
  case shuffle
  /// Sets the volume, 0.0 to 1.0 (`setGain`).
  case setGain(Double)

  /// The API's name of the action.
  public var name: String {
    switch self {
    case .get: return "get"
    case .status: return "status"
    case .set: return "set"
    case .start: return "start"
    case .stop: return "stop"
    case .skip: return "skip"
    case .add: return "add"
    case .clear: return "clear"
    case .remove: return "remove"
    case .shuffle: return "shuffle"
    case .setGain: return "setGain"
    }
  }
}

/// The jukebox's state after an action (`jukeboxStatus`), with its playlist for `get`
/// (`jukeboxPlaylist`).
public struct JukeboxStatus: Sendable, Hashable {
  /// The index (from 0) of the song playing or next; `nil` when the server says none (-1).
  public var currentIndex: Int?
  /// Whether it plays.
  public var playing: Bool
  /// The volume, 0.0 to 1.0, when the server says.
  public var gain: Double?
  /// How far into the current song, in seconds, when the server says.
  public var positionSeconds: Int?
  /// The playlist, for ``JukeboxAction/get``; `nil` for the other actions.
  public var entries: [Song]?

  /// Creates a state.
  public init(
    currentIndex: Int? = nil, playing: Bool = false, gain: Double? = nil,
    positionSeconds: Int? = nil, entries: [Song]? = nil
  ) {
    self.currentIndex = currentIndex
    self.playing = playing
    self.gain = gain
    self.positionSeconds = positionSeconds
    self.entries = entries
  }
}
