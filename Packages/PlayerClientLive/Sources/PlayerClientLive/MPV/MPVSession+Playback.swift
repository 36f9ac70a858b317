import Foundation
import PlayerClient

extension MPVSession {
  /// The ``Playback`` of song `number`, whose events are `events`.
  func playback(song number: Int, events: AsyncStream<PlaybackEvent>) -> Playback {
    Playback(
      write: { [self] bytes throws(PlayerError) in try write(bytes, toSong: number) },
      finish: { [self] in finish(song: number) },
      pause: { [self] in await setPaused(true, song: number) },
      resume: { [self] in await setPaused(false, song: number) },
      stop: { [self] in await stop(song: number) },
      seek: { [self] target in
        let (seconds, mode) =
          switch target {
          case .relative(let offset): (offset, "relative")
          case .absolute(let position): (position, "absolute")
          }
        try await control(
          [.string("seek"), .number(Self.seconds(seconds)), .string(mode)], song: number,
          what: "seek")
      },
      setVolume: { [self] percent in
        let volume = Double(min(max(percent, 0), 100))
        try await control(
          [.string("set_property"), .string("volume"), .number(volume)], song: number,
          what: "set the volume")
      },
      setMuted: { [self] muted in
        try await control(
          [.string("set_property"), .string("mute"), .bool(muted)], song: number, what: "mute")
      },
      events: events)
  }

  /// `duration` in seconds, to the millisecond.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds)
      + Double(duration.components.attoseconds / 1_000_000_000_000_000) / 1_000
  }
}
