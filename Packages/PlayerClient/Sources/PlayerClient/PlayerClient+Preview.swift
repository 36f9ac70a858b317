import Foundation
import Synchronization

extension PlayerClient {
  /// Plays nothing, deterministically: once all of the audio is handed over, it reports
  /// ``PlaybackEvent/started``, the position at every whole second of the audio's duration (at
  /// most 3,600 of them), and ``PlaybackEnd/finished``, without waiting; ``Playback/stop``
  /// before that ends it ``PlaybackEnd/stopped`` at zero.
  public static let preview = PlayerClient(
    prepare: {},
    start: { audio in PreviewPlayback(duration: audio.duration ?? .zero).playback })

  /// A client that cannot start a player, as on a machine without one, to preview that error.
  public static let previewWithoutPlayer = PlayerClient.failing(
    .notFound(lookedFor: ["mpv", "ffplay"]))
}

/// The playback of ``PlayerClient/preview``: a timeline computed from the duration, sent when
/// the audio is complete.
private final class PreviewPlayback: Sendable {
  private let duration: Duration
  private let continuation: AsyncStream<PlaybackEvent>.Continuation
  private let events: AsyncStream<PlaybackEvent>
  private let isOver = Mutex(false)

  init(duration: Duration) {
    self.duration = duration
    (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  var playback: Playback {
    Playback(
      write: { [self] _ in
        if isOver.withLock({ $0 }) { throw PlayerError.ended }
      },
      finish: { [self] in play() },
      pause: {},
      resume: {},
      stop: { [self] in end(.stopped, played: .zero) },
      events: events)
  }

  private func play() {
    guard !isOver.withLock({ $0 }) else { return }
    continuation.yield(.started)
    let seconds: Int64 = max(0, duration.components.seconds)
    let step = Int(seconds / 3_600 + 1)  // at most 3,600 positions, however long it is
    for second in stride(from: Int64(1), through: seconds, by: step) {
      continuation.yield(.position(.seconds(second)))
    }
    end(.finished, played: duration)
  }

  private func end(_ end: PlaybackEnd, played: Duration) {
    let first = isOver.withLock { isOver in
      defer { isOver = true }
      return !isOver
    }
    guard first else { return }
    continuation.yield(.ended(end, played: played))
    continuation.finish()
  }
}
