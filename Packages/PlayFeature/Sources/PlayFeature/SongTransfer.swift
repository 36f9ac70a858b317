import PlayerClient
import SubsonicClient
import Synchronization

/// A song's audio streamed from the server into its playback, as it comes.
enum SongTransfer {
  /// Streams `song` into `playback`, and says ``Playback/finish`` at its end (also after a
  /// failure: what came is played to its end); `complete` is set once all of the audio came.
  /// The task's value is the failure, `nil` when all of the audio came or a control stopped it
  /// (cancelled).
  static func start(
    _ song: Song, options: StreamOptions, from subsonic: SubsonicClient, into playback: Playback,
    complete: CompletionFlag
  ) -> Task<PlayFailure?, Never> {
    Task.detached { () -> PlayFailure? in
      do {
        _ = try await subsonic.stream(song.id, options) { try playback.write($0) }
        complete.set()  // before finish: the player's last events come after it
        playback.finish()
        return nil
      } catch {
        let failure = PlayFailure.wrapping(error)
        // Stopped by a control: nothing failed. Otherwise what came is played to its end.
        if failure == .server(.cancelled) { return nil }
        playback.finish()
        return failure
      }
    }
  }
}

/// Whether something happened, set from any thread (an atomic: the thread sanitizer sees it).
final class CompletionFlag: Sendable {
  private let value = Atomic(false)

  /// Whether ``set()`` was called.
  var isSet: Bool { value.load(ordering: .acquiring) }

  /// Marks it happened.
  func set() { value.store(true, ordering: .releasing) }
}
