import PlayerClient

extension MPVSession {
  /// How long the last song may wait for mpv's output to play what it holds.
  static let drainLimit = Duration.seconds(2)

  /// The last song of the queue, whose end mpv has read (`end-file`), ends once mpv's audio
  /// output has played what it still holds: mpv says `end-file` as soon as the output took
  /// the last samples (gapless, for an output that keeps time), then, with no song left, plays
  /// them out ("draining left over audio") before it goes idle (the `idle` event). Ending the
  /// song earlier lets `play` exit and end mpv while up to a few hundred ms of the song are
  /// still to be heard. It ends at the latest after ``drainLimit``.
  func awaitDrain(of number: Int) {
    state.withLock { $0.drainingSong = number }
    Task { [self] in
      try? await Task.sleep(for: Self.drainLimit)
      let isStillDraining = state.withLock { state in
        guard state.drainingSong == number else { return false }
        state.drainingSong = nil
        return true
      }
      if isStillDraining { end(number, .finished) }
    }
  }

  /// mpv has played all it held (it went idle), or it starts another song (which it does only
  /// after that): the song waiting for it ends.
  func outputDrained() {
    let number = state.withLock { state in
      defer { state.drainingSong = nil }
      return state.drainingSong
    }
    if let number { end(number, .finished) }
  }
}
