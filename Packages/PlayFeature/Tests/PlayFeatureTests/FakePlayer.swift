import Foundation
import Locking
import PlayerClient

/// A player for tests: records what each playback received and was asked, and plays by script.
final class FakePlayer: Sendable {
  /// How one song plays.
  enum Script: Sendable {
    /// Once the audio is complete: started, these positions, finished.
    case plays([Duration])
    /// Started at the first bytes, then nothing until stopped.
    case hangs
    /// Started at the first bytes, these positions, then nothing until stopped.
    case hangsAfter([Duration])
    /// Once the audio is complete: started, then the player fails.
    case fails(PlayerError)
  }

  /// What one playback got.
  struct Record: Sendable, Equatable {
    var bytes = Data()
    var finished = false
    var stops = 0
    var pauses = 0
    var resumes = 0
    var seeks: [SeekTarget] = []
    var volumes: [Int] = []
    var mutes: [Bool] = []
  }

  private let script: @Sendable (Int) -> Script
  /// Whether its controls work only once the song plays (as mpv's).
  let controlsOnceStarted: Bool
  /// What seeking, the volume and muting throw; `nil`: they work (and are recorded).
  private let failure: Locked<PlayerError?>
  private let state = Locked<[Record]>([])

  /// A player that plays the `n`th song started (from 0) as `script(n)` says; its seek, volume
  /// and mute throw `controlFailure` when there is one, and, `controlsOnceStarted`, throw as mpv
  /// does before the song plays.
  init(
    controlFailure: PlayerError? = nil, controlsOnceStarted: Bool = false,
    script: @escaping @Sendable (Int) -> Script
  ) {
    failure = Locked(controlFailure)
    self.controlsOnceStarted = controlsOnceStarted
    self.script = script
  }

  /// What every playback got, in the order they started.
  var records: [Record] { state.withLock { $0 } }

  var client: PlayerClient {
    PlayerClient(
      prepare: {},
      start: { [self] _ in
        let number = state.withLock { records in
          records.append(Record())
          return records.count - 1
        }
        return FakePlayback(number: number, script: script(number), player: self).playback
      })
  }

  /// The control failure of a player without controls (a pipe player): each control throws
  /// ``PlayerError/notSupported(_:)`` naming itself.
  static let withoutControls = PlayerError.notSupported("")

  /// What seeking, the volume and muting throw from now on; `nil`: they work.
  var controlFailure: PlayerError? {
    get { failure.withLock { $0 } }
    set { failure.withLock { $0 = newValue } }
  }

  func update(_ number: Int, _ change: (inout Record) -> Void) {
    state.withLock { change(&$0[number]) }
  }
}

private final class FakePlayback: Sendable {
  let number: Int
  let script: FakePlayer.Script
  let player: FakePlayer
  let events: AsyncStream<PlaybackEvent>
  let continuation: AsyncStream<PlaybackEvent>.Continuation
  let progress = Locked<(started: Bool, over: Bool, played: Duration)>((false, false, .zero))

  init(number: Int, script: FakePlayer.Script, player: FakePlayer) {
    self.number = number
    self.script = script
    self.player = player
    (events, continuation) = AsyncStream.makeStream()
  }

  var playback: Playback {
    Playback(
      write: { [self] bytes in
        if progress.withLock({ $0.over }) { throw PlayerError.ended }
        player.update(number) { $0.bytes.append(bytes) }
        switch script {
        case .hangs: start()
        case .hangsAfter(let positions):
          if start() { for position in positions { report(position) } }
        case .plays, .fails: break
        }
      },
      finish: { [self] in
        player.update(number) { $0.finished = true }
        switch script {
        case .plays(let positions):
          start()
          for position in positions { report(position) }
          end(.finished, played: positions.last ?? .zero)
        case .fails(let error):
          start()
          end(.failed(error), played: .zero)
        case .hangs, .hangsAfter:
          start()
        }
      },
      pause: { [self] in player.update(number) { $0.pauses += 1 } },
      resume: { [self] in player.update(number) { $0.resumes += 1 } },
      stop: { [self] in
        player.update(number) { $0.stops += 1 }
        end(.stopped, played: progress.withLock { $0.played })
      },
      seek: { [self] target in try control("seek") { $0.seeks.append(target) } },
      setVolume: { [self] percent in try control("set the volume") { $0.volumes.append(percent) } },
      setMuted: { [self] muted in try control("mute") { $0.mutes.append(muted) } },
      events: events)
  }

  /// A seek, volume or mute (`what`): recorded, or the player's failure thrown;
  /// ``FakePlayer/withoutControls`` throws as a player without them does, naming `what`.
  private func control(_ what: String, _ record: (inout FakePlayer.Record) -> Void) throws {
    if player.controlFailure == FakePlayer.withoutControls { throw PlayerError.notSupported(what) }
    if let failure = player.controlFailure { throw failure }
    if player.controlsOnceStarted, !progress.withLock({ $0.started }) {
      throw PlayerError.notSupported("\(what) before the song plays")
    }
    player.update(number, record)
  }

  private func report(_ position: Duration) {
    progress.withLock { $0.played = position }
    continuation.yield(.position(position))
  }

  /// Reports the start once; whether this call did.
  @discardableResult
  private func start() -> Bool {
    let first = progress.withLock { progress in
      defer { progress.started = true }
      return !progress.started && !progress.over
    }
    if first { continuation.yield(.started) }
    return first
  }

  private func end(_ how: PlaybackEnd, played: Duration) {
    let first = progress.withLock { progress in
      defer { progress.over = true }
      return !progress.over
    }
    guard first else { return }
    continuation.yield(.ended(how, played: played))
    continuation.finish()
  }
}
