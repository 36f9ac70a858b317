import Foundation
import Locking
import PlayerClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One song on a player process: the audio is spooled (``AudioSpool``) as it comes and fed to
/// the player's pipe by a thread of its own; pause and resume stop and continue the player's
/// process group; the position is the time since the first byte reached the player, pauses
/// left out (a player program tells no position through a pipe).
final class LivePlayback: Sendable {
  /// How often the position is reported while playing.
  static let positionInterval = Duration.milliseconds(250)
  /// How long a stopped player has to end after SIGTERM before it is killed.
  static let stopGrace = Duration.seconds(2)
  /// How a player that exited 0 without taking all of the audio failed.
  static let leftAudioUnread =
    "it exited without taking all of the audio: a command with arguments must read it from"
    + " standard input"

  private struct State {
    var spooled: Int64 = 0
    var isFinished = false
    /// The feeder handed the player's pipe every byte, the audio complete.
    var fedAll = false
    var isStopping = false
    var stopRequested = false
    var hasEnded = false
    var startedAt: ContinuousClock.Instant?
    var pausedAt: ContinuousClock.Instant?
    var pausedTotal = Duration.zero

    func played(at now: ContinuousClock.Instant) -> Duration {
      guard let startedAt else { return .zero }
      return max(.zero, (pausedAt ?? now) - startedAt - pausedTotal)
    }
  }

  private let process: PlayerProcess
  private let spool: AudioSpool
  private let wake: WakePipe
  private let state = Locked(State())
  private let events: AsyncStream<PlaybackEvent>
  private let continuation: AsyncStream<PlaybackEvent>.Continuation
  private let reaper = Locked<Task<Void, Never>?>(nil)

  private init(process: PlayerProcess, spool: AudioSpool, wake: WakePipe) {
    self.process = process
    self.spool = spool
    self.wake = wake
    (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  /// Starts the player and the threads that feed and watch it.
  static func start(_ command: PlayerCommand, environment: [String: String])
    throws(PlayerError) -> LivePlayback
  {
    let spool = try AudioSpool()
    guard let wake = WakePipe() else { throw .cannotFeed("no pipe to wake the feeder") }
    let process = try PlayerProcess.spawn(
      command, environment: environment, keepsInputReadEnd: true)
    let playback = LivePlayback(process: process, spool: spool, wake: wake)
    Thread.detachNewThread { playback.feed() }
    playback.reaper.withLock {
      $0 = Task { await playback.ended(status: process.waitForExit()) }
    }
    Task { await playback.reportPositions() }
    return playback
  }

  var playback: Playback {
    Playback(
      write: { [self] bytes throws(PlayerError) in try write(bytes) },
      finish: { [self] in
        state.withLock { $0.isFinished = true }
        wake.wake()
      },
      pause: { [self] in pause() },
      resume: { [self] in resume() },
      stop: { [self] in await stop() },
      events: events)
  }

  // MARK: - The audio

  private func write(_ bytes: Data) throws(PlayerError) {
    let offset = try state.withLock { state throws(PlayerError) in
      guard !state.hasEnded, !state.stopRequested else { throw .ended }
      return state.spooled
    }
    try spool.append(bytes, at: offset)
    state.withLock { $0.spooled += Int64(bytes.count) }
    wake.wake()
  }

  /// The feeding thread: copies the spool to the player's pipe as the player takes it, then
  /// closes the pipe (the player's end of the audio). SIGPIPE is blocked here, so a player that
  /// went away is a failed `write`, not the end of sunsonic.
  private func feed() {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    defer { _ = close(process.input) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 8)
    defer { buffer.deallocate() }
    var offset: Int64 = 0
    var pending = 0..<0
    while true {
      let (spooled, isFinished, isStopping) = state.withLock {
        ($0.spooled, $0.isFinished, $0.isStopping || $0.stopRequested)
      }
      if isStopping { return }
      if pending.isEmpty {
        if offset < spooled {
          let count = spool.read(at: offset, into: buffer)
          guard count > 0 else { return }
          pending = 0..<count
        } else if isFinished {
          state.withLock { $0.fedAll = true }
          return
        } else {
          waitFor([pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0)])
          continue
        }
      }
      let ready = waitFor([
        pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: process.input, events: Int16(POLLOUT), revents: 0),
      ])
      guard ready.count == 2 else { continue }
      if ready[1].revents & Int16(POLLERR | POLLHUP) != 0 { return }
      guard ready[1].revents & Int16(POLLOUT) != 0, let base = buffer.baseAddress else { continue }
      let written = writeToPipe(process.input, base + pending.lowerBound, pending.count)
      if written < 0 {
        if errno == EAGAIN || errno == EINTR { continue }
        return  // EPIPE: the player went away
      }
      if offset == 0 && written > 0 {
        state.withLock { state in
          state.startedAt = .now
          // Started while paused: the time until the resume is not played.
          if state.pausedAt != nil { state.pausedAt = state.startedAt }
          continuation.yield(.started)
        }
      }
      pending = (pending.lowerBound + written)..<pending.upperBound
      offset += Int64(written)
    }
  }

  /// Polls `descriptors` until one is ready; drains the wake pipe (the first) when it is.
  @discardableResult
  private func waitFor(_ descriptors: [pollfd]) -> [pollfd] {
    var descriptors = descriptors
    let count = poll(&descriptors, nfds_t(descriptors.count), -1)
    if count > 0 && descriptors[0].revents != 0 { wake.drain() }
    return count > 0 ? descriptors : []
  }

  // MARK: - Controls

  private func pause() {
    state.withLock { state in
      guard !state.hasEnded, state.pausedAt == nil else { return }
      state.pausedAt = .now
      process.send(SIGSTOP)
    }
  }

  private func resume() {
    state.withLock { state in
      guard !state.hasEnded, let pausedAt = state.pausedAt else { return }
      if state.startedAt != nil { state.pausedTotal += .now - pausedAt }
      state.pausedAt = nil
      process.send(SIGCONT)
    }
  }

  private func stop() async {
    let running = state.withLock { state in
      guard !state.hasEnded else { return false }
      state.stopRequested = true
      return true
    }
    wake.wake()
    if running {
      process.send(SIGCONT)
      process.send(SIGTERM)
    }
    let killer = Task { [process] in
      try? await Task.sleep(for: Self.stopGrace)
      if !Task.isCancelled { process.send(SIGKILL) }
    }
    await reaper.withLock { $0 }?.value
    killer.cancel()
  }

  // MARK: - Events

  private func reportPositions() async {
    while true {
      try? await Task.sleep(for: Self.positionInterval)
      let goesOn = state.withLock { state in
        guard !state.hasEnded else { return false }
        if state.startedAt != nil, state.pausedAt == nil {
          continuation.yield(.position(state.played(at: .now)))
        }
        return true
      }
      if !goesOn { return }
    }
  }

  /// The player has ended and was reaped: the last event, and the feeder stops. A player that
  /// exits 0 leaving audio it was given unread, or before it was all given, failed: it did not
  /// play it (a command that never reads its standard input).
  private func ended(status: String?) {
    // Read in this order: audio all fed before the count is in the count.
    let fedAll = state.withLock { $0.fedAll }
    let unread = process.unreadInput()
    state.withLock { state in
      state.hasEnded = true
      state.isStopping = true
      let end: PlaybackEnd
      if state.stopRequested {
        end = .stopped
      } else if let status {
        end = .failed(.playerFailed(program: process.name, status: status))
      } else if unread > 0 || !fedAll {
        end = .failed(.playerFailed(program: process.name, status: Self.leftAudioUnread))
      } else {
        end = .finished
      }
      continuation.yield(.ended(end, played: state.played(at: .now)))
      continuation.finish()
    }
    wake.wake()
  }
}

/// write(2), out of reach of ``LivePlayback``'s method of that name.
private func writeToPipe(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
