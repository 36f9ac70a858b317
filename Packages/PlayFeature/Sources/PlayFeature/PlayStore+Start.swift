import MusicPresentation
import PlayerClient
import SubsonicClient

/// How the first song of a queue begins part-way in (``PlayQueueStart/position``, the saved
/// queue's or a bookmark's): a player with a control channel (mpv) seeks there once the song
/// plays; a player fed through a pipe (ffplay) gets the audio from there when the server lists
/// the OpenSubsonic `transcodeOffset` extension (`stream`'s `timeOffset`), else plays from the
/// start, said once in ``PlayStore/controlMessage``.
enum SongStart: Equatable {
  /// From the start, as every other song.
  case fromTheStart
  /// The player seeks to this position once the song plays.
  case seekOnceStarted(Duration)
  /// The server sends the audio from this position: the player's positions count from there.
  case streamedFrom(Duration)

  /// The name of the OpenSubsonic extension that lets `stream` begin at `timeOffset`.
  static let offsetExtension = "transcodeOffset"

  /// How the song of `playback` begins `position` into it: asks the player to seek (a player
  /// fed through a pipe refuses at once, naming the control; mpv, before the song plays,
  /// naming more), then, for a pipe, the server's extensions. `notice` is what to say when it
  /// begins at the start after all.
  static func begin(
    at position: Duration, playback: Playback, subsonic: SubsonicClient
  ) async -> (start: SongStart, notice: String?) {
    guard position > .zero else { return (.fromTheStart, nil) }
    let shown = DurationText.text(seconds: Int(position.components.seconds))
    do {
      try await playback.seek(.absolute(position))
      return (.fromTheStart, nil)  // the player took it at once
    } catch PlayerError.notSupported(let detail) where detail == "seek" {
      // No control channel: only the server can begin elsewhere.
      let extensions = (try? await subsonic.getOpenSubsonicExtensions()) ?? []
      guard extensions.contains(where: { $0.name == offsetExtension }) else {
        return (
          .fromTheStart,
          "Playing from the start: the player cannot seek to \(shown) (mpv can), nor the server"
            + " begin there (no \(offsetExtension))"
        )
      }
      return (.streamedFrom(.seconds(position.components.seconds)), nil)
    } catch PlayerError.notSupported {
      return (.seekOnceStarted(position), nil)  // not yet: mpv before the song plays
    } catch {
      return (.fromTheStart, "Could not seek to \(shown): \(PlayFailure.wrapping(error))")
    }
  }

  /// The stream options for this start: from the offset when the server sends it from there.
  func streamOptions(_ options: StreamOptions) -> StreamOptions {
    guard case .streamedFrom(let offset) = self else { return options }
    var options = options
    options.timeOffset = Int(offset.components.seconds)
    return options
  }

  /// How far into the song the player's position `played` is.
  func position(_ played: Duration) -> Duration {
    guard case .streamedFrom(let offset) = self else { return played }
    return min(played, .seconds(Int64(1) << 40)) + offset  // bounded: no overflow
  }
}
