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
      events: events)
  }
}
