import PlayerClient
import SubsonicClient

/// The next song of the queue, handed to the player while the one before still plays (in its
/// last ``PlayStore/handoverLead``, once its audio has all come), so that a player playing the whole queue (mpv) goes on
/// without a gap; a player run per song starts it after the one before ended.
struct PlayHandover: Sendable {
  /// The next song's playback and the transfer of its audio.
  typealias Prepared = (
    playback: Playback, transfer: Task<PlayFailure?, Never>, complete: CompletionFlag
  )

  /// Its place in the queue.
  let index: Int
  /// The song, to check that the queue still has it there.
  let songID: SongID
  /// The playback being started and its transfer; `nil` when the player could not start it
  /// (playing it in turn says why) or it was discarded meanwhile.
  let prepared: Task<Prepared?, Never>

  /// Starts playing `song`, the queue's song at `index`, after what plays now.
  init(
    index: Int, song: Song, options: StreamOptions, player: PlayerClient,
    subsonic: SubsonicClient
  ) {
    self.index = index
    songID = song.id
    prepared = Task {
      let audio = AudioDescription(
        duration: song.duration.map { .seconds($0) }, mediaType: song.contentType)
      guard let playback = try? await player.start(audio) else { return nil }
      if Task.isCancelled {
        await playback.stop()
        return nil
      }
      let complete = CompletionFlag()
      let transfer = SongTransfer.start(
        song, options: options, from: subsonic, into: playback, complete: complete)
      return (playback, transfer, complete)
    }
  }

  /// Stops the playback handed over, and its transfer: the queue goes elsewhere.
  func discard() async {
    prepared.cancel()
    guard let (playback, transfer, _) = await prepared.value else { return }
    transfer.cancel()
    await playback.stop()
  }
}
