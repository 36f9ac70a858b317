import PlayerClient

/// One song of an ``MPVSession``: its file in the session's folder, how far it has come, and
/// where it is in mpv's playlist.
struct MPVSong {
  /// How the song was handed to mpv.
  enum Loading: Equatable {
    /// Not yet: it waits for its audio, or for the songs before it.
    case waiting
    /// As a file still growing: mpv may reach its end before the download does, and then it
    /// is loaded again where it was, once more came.
    case growing
    /// As a complete file.
    case complete
  }

  /// The file the audio goes into.
  let spool: AudioSpool
  /// The file's path, which mpv opens.
  let path: String
  /// How long the song plays, when the server said.
  let duration: Duration?
  /// The events of the song's ``Playback``.
  let continuation: AsyncStream<PlaybackEvent>.Continuation
  /// The bytes written to the file so far.
  var size: Int64 = 0
  /// Whether all of the audio was written.
  var isComplete = false
  /// How it was handed to mpv.
  var loading = Loading.waiting
  /// Its entry in mpv's playlist, once mpv answered the `loadfile`.
  var playlistEntryID: Int?
  /// Whether mpv loaded it (`file-loaded`): the playback has started.
  var hasStarted = false
  /// The size of the file when it was last loaded.
  var sizeAtLoad: Int64 = 0
  /// Where to start when it is loaded again (mpv reached the end of what had come).
  var resumeAt: Duration?
  /// Where mpv last said it was playing.
  var position = Duration.zero

  /// Whether mpv's end of the file (`eof`) may be the end of what had come, not of the song:
  /// it was loaded while growing and grew after, and it is not (within 2 s) at its duration.
  var mayHaveEndedEarly: Bool {
    guard loading == .growing else { return false }
    guard isComplete else { return true }
    guard size > sizeAtLoad else { return false }
    return duration.map { position < $0 - .seconds(2) } ?? true
  }
}
