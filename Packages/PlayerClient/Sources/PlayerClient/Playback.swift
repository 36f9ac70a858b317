import Foundation

/// One song being played: where its bytes go, the controls, and what happens.
///
/// `write` and `finish` come from whoever has the audio (a download), the controls and `events`
/// from whoever drives playing; any of them from any task or thread.
public struct Playback: Sendable {
  /// Hands the next bytes of the audio to the player, in order. It does not wait for the player
  /// to play them; it throws once the playback has ended (``PlayerError/ended``) or when the
  /// bytes cannot be kept for the player.
  public var write: @Sendable (_ bytes: Data) throws -> Void
  /// Says that all of the audio was handed over: the player plays to its end.
  public var finish: @Sendable () -> Void
  /// Pauses playing; the position stops moving. Nothing when paused or ended.
  public var pause: @Sendable () async -> Void
  /// Goes on playing after ``pause``. Nothing when playing or ended.
  public var resume: @Sendable () async -> Void
  /// Ends the playback now, the player with it; the events end with
  /// ``PlaybackEnd/stopped``. Nothing when it has ended already.
  public var stop: @Sendable () async -> Void
  /// Goes to another place in the song, once it plays; throws ``PlayerError/notSupported(_:)``
  /// when the player cannot (a player fed through a pipe).
  public var seek: @Sendable (_ target: SeekTarget) async throws -> Void
  /// Sets the player's volume, 0 to 100 percent (clamped); it stays for the songs after when
  /// the player plays the whole queue (mpv). Throws ``PlayerError/notSupported(_:)`` when the
  /// player cannot.
  public var setVolume: @Sendable (_ percent: Int) async throws -> Void
  /// Mutes the player, or not; it stays for the songs after, as the volume. Throws
  /// ``PlayerError/notSupported(_:)`` when the player cannot.
  public var setMuted: @Sendable (_ muted: Bool) async throws -> Void
  /// What happens, in order: ``PlaybackEvent/started`` when the first bytes reached the player,
  /// ``PlaybackEvent/position(_:)`` while it plays, and last ``PlaybackEvent/ended(_:played:)``.
  /// For one consumer.
  public var events: AsyncStream<PlaybackEvent>

  /// Creates a playback from its parts; a player that cannot seek or set its volume leaves
  /// those out, and they throw ``PlayerError/notSupported(_:)``.
  public init(
    write: @escaping @Sendable (Data) throws -> Void,
    finish: @escaping @Sendable () -> Void,
    pause: @escaping @Sendable () async -> Void,
    resume: @escaping @Sendable () async -> Void,
    stop: @escaping @Sendable () async -> Void,
    seek: @escaping @Sendable (SeekTarget) async throws -> Void = { _ in
      throw PlayerError.notSupported("seek")
    },
    setVolume: @escaping @Sendable (Int) async throws -> Void = { _ in
      throw PlayerError.notSupported("set the volume")
    },
    setMuted: @escaping @Sendable (Bool) async throws -> Void = { _ in
      throw PlayerError.notSupported("mute")
    },
    events: AsyncStream<PlaybackEvent>
  ) {
    self.write = write
    self.finish = finish
    self.pause = pause
    self.resume = resume
    self.stop = stop
    self.seek = seek
    self.setVolume = setVolume
    self.setMuted = setMuted
    self.events = events
  }
}

/// Something that happened to a ``Playback``.
public enum PlaybackEvent: Sendable, Equatable {
  /// The first bytes reached the player.
  case started
  /// How long it has played, pauses left out.
  case position(Duration)
  /// The playback is over: how, and how long it played. Always the last event.
  case ended(PlaybackEnd, played: Duration)
}

/// How a ``Playback`` ended.
public enum PlaybackEnd: Sendable, Equatable {
  /// The player played the audio to its end.
  case finished
  /// ``Playback/stop`` ended it.
  case stopped
  /// The player failed or went away.
  case failed(PlayerError)
}
