import Foundation
import PlayerClient

extension MPVSession {
  /// How long a session with no song left waits for the next before mpv quits.
  static let idleLinger = Duration.seconds(3)

  /// Adds a song at the end of the queue: its number, and the events of its playback. Its audio
  /// goes into a new file in the session's folder; mpv gets the file in order, once complete,
  /// or at once while it grows when nothing else is loaded (the first song): mpv reads a
  /// growing file to the end of what is there (it does not wait at its end, and `appending://`,
  /// which does, waits 2 s at each end it meets, seconds in all).
  func addSong(duration: Duration?) throws(PlayerError) -> (
    number: Int, events: AsyncStream<PlaybackEvent>
  ) {
    let number = state.withLock { state in
      defer { state.nextSongNumber += 1 }
      return state.nextSongNumber
    }
    let path = folder.path + "/song-\(number)"
    let spool = try AudioSpool(path: path, keepsFile: true)
    let (events, continuation) = AsyncStream.makeStream(
      of: PlaybackEvent.self, bufferingPolicy: .unbounded)
    try state.withLock { state throws(PlayerError) in
      guard !state.isClosed else { throw .ended }
      state.songs[number] = MPVSong(
        spool: spool, path: path, duration: duration, continuation: continuation)
      state.waiting.append(number)
      state.emptyGeneration += 1
    }
    return (number, events)
  }

  /// Appends `bytes` to song `number`'s file.
  func write(_ bytes: Data, toSong number: Int) throws(PlayerError) {
    let song = state.withLock { $0.songs[number] }
    guard let song, !song.isComplete else { throw .ended }
    try song.spool.append(bytes, at: song.size)
    state.withLock { $0.songs[number]?.size += Int64(bytes.count) }
    loadWaitingSongs()
  }

  /// All of song `number`'s audio is in its file.
  func finish(song number: Int) {
    state.withLock { $0.songs[number]?.isComplete = true }
    loadWaitingSongs()
  }

  /// Hands mpv the waiting songs that can go, in order: a complete one after the songs loaded
  /// (but never after one still growing, which may end early and be loaded again); a growing
  /// one only when nothing else is loaded.
  func loadWaitingSongs() {
    let failures = state.withLock { state -> [@Sendable () -> Void] in
      var failures: [@Sendable () -> Void] = []
      while let number = state.waiting.first, let song = state.songs[number] {
        let loaded = state.songs.values.filter { $0.loading != .waiting }
        if loaded.contains(where: { $0.loading == .growing && !$0.isComplete }) { break }
        if song.isComplete {
          state.songs[number]?.loading = .complete
        } else if loaded.isEmpty && song.size > song.sizeAtLoad {
          state.songs[number]?.loading = .growing
        } else {
          break
        }
        state.waiting.removeFirst()
        state.songs[number]?.sizeAtLoad = song.size
        if let failure = load(number, path: song.path, at: song.resumeAt, in: &state) {
          failures.append(failure)
        }
      }
      return failures
    }
    for failure in failures { failure() }
  }

  /// Sends song `number`'s `loadfile` (from `start`, when given) under the caller's lock, and
  /// keeps its playlist entry from the answer.
  func load(_ number: Int, path: String, at start: Duration?, in state: inout State)
    -> (@Sendable () -> Void)?
  {
    var command: [MPVRequest.Argument] = [
      .string("loadfile"), .string(path), .string("append-play"),
    ]
    if let start {
      let milliseconds =
        start.components.seconds * 1_000 + start.components.attoseconds / 1_000_000_000_000_000
      command.append(
        .string("start=\(milliseconds / 1_000).\(String(format: "%03d", milliseconds % 1_000))"))
    }
    return send(command, in: &state) { [self] reply in
      if let entryID = reply.playlistEntryID, reply.succeeded {
        self.state.withLock { $0.songs[number]?.playlistEntryID = entryID }
      } else {
        end(number, .failed(.playerFailed(program: process.name, status: "it refused the song")))
      }
    }
  }

  // MARK: - Events

  /// `file-loaded`: the current song has started.
  func fileLoaded() {
    state.withLock { state in
      guard let number = state.currentSongNumber, state.songs[number]?.hasStarted == false
      else { return }
      state.songs[number]?.hasStarted = true
      state.songs[number]?.continuation.yield(.started)
    }
  }

  /// `time-pos` changed: the current song's position, in seconds (hostile: clamped).
  func positionChanged(seconds: Double) {
    let milliseconds = Int64(min(max(seconds, 0), 1e9) * 1_000)
    state.withLock { state in
      guard let number = state.currentSongNumber, let song = state.songs[number], song.hasStarted
      else { return }
      state.songs[number]?.position = .milliseconds(milliseconds)
      song.continuation.yield(.position(.milliseconds(milliseconds)))
    }
  }

  /// `end-file` for playlist entry `entryID`: its song ends as mpv says, but a growing song
  /// whose end mpv reached before the download did waits for more, then is loaded again where
  /// it was (a stall of the download is a short gap, not the end of the song), and the last
  /// song ends once mpv's output has played it all (``awaitDrain(of:)``). A song mpv could not
  /// play fails with mpv's reason (`fileError`) when it gave one, made safe (``PlayerWords``).
  func fileEnded(entryID: Int, reason: String?, fileError: String? = nil) {
    let found = state.withLock { state -> (Int, MPVSong)? in
      if state.currentEntryID == entryID { state.currentEntryID = nil }
      return state.songs.first { $0.value.playlistEntryID == entryID }.map { ($0.key, $0.value) }
    }
    guard let (number, song) = found else { return }
    switch reason {
    case "eof" where song.mayHaveEndedEarly:
      state.withLock { state in
        state.songs[number]?.playlistEntryID = nil
        state.songs[number]?.loading = .waiting
        state.songs[number]?.resumeAt = song.position
        state.waiting.insert(number, at: 0)
      }
      loadWaitingSongs()
    case "eof" where state.withLock({ $0.songs.count == 1 }):
      awaitDrain(of: number)
    case "eof":
      end(number, .finished)
    case "error" where song.resumeAt != nil && song.isComplete:
      // Loaded again where it was, at its very end (it had read it all): it has played.
      end(number, .finished)
    case "stop":
      end(number, .stopped)
    case "error":
      if let words = fileError.flatMap(PlayerWords.shown) {
        end(number, .failed(.cannotPlay(program: process.name, reason: words)))
      } else {
        end(
          number,
          .failed(.playerFailed(program: process.name, status: "it could not play the song")))
      }
    default:
      end(number, .failed(.playerFailed(program: process.name, status: "it ended the song")))
    }
  }

  // MARK: - The end of a song

  /// Ends song `number` once, `how`: its last event, its file removed; a session left with no
  /// song quits mpv after ``idleLinger``, unless another song came.
  func end(_ number: Int, _ how: PlaybackEnd) {
    let generation = state.withLock { state -> Int? in
      guard let song = state.songs.removeValue(forKey: number) else { return nil }
      state.waiting.removeAll { $0 == number }
      song.continuation.yield(.ended(how, played: song.position))
      song.continuation.finish()
      _ = unlink(song.path)
      guard state.songs.isEmpty, !state.isClosed else { return nil }
      state.emptyGeneration += 1
      return state.emptyGeneration
    }
    guard let generation else { return }
    loadWaitingSongs()
    Task {
      try? await Task.sleep(for: Self.idleLinger)
      let isStillEmpty = state.withLock { $0.songs.isEmpty && $0.emptyGeneration == generation }
      if isStillEmpty { await close() }
    }
  }

  /// Ends every song, `how`.
  func endAll(_ how: PlaybackEnd) {
    let numbers = state.withLock { Array($0.songs.keys).sorted() }
    for number in numbers { end(number, how) }
  }
}

extension MPVSession.State {
  /// The song of the playlist entry mpv plays.
  var currentSongNumber: Int? {
    guard let currentEntryID else { return nil }
    return songs.first { $0.value.playlistEntryID == currentEntryID }?.key
  }
}
