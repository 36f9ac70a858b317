import DependencyRegistry
import Foundation
import Observation
import PlayerClient
import StationStreamClient
import SubsonicClient

/// Plays an internet radio station: its stream fetched from the station's own host
/// (``StationStreamClient``, which sends no Subsonic credentials there) and handed to
/// ``PlayerClient`` as one song of unknown length, until the station ends it or the user quits.
/// Nothing is reported to the server and no play queue is saved: a station is not a song of
/// the library.
///
/// ``play(_:)`` returns when playing is over: quit, ended by the station, failed, or the
/// calling task cancelled (the player is stopped first). Observe ``state`` to draw it.
@MainActor @Observable public final class StationPlayStore: PlayerLevelsControl {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked yet.
    case idle
    /// Starting the player.
    case loading
    /// The station is playing (or about to).
    case playing(StationStatus)
    /// Playing is over: quit, or the station ended its stream.
    case finished
    /// Playing stopped on a failure.
    case failed(StationPlayFailure)
  }

  /// What the store shows.
  public private(set) var state: State = .idle
  /// How far the station played, once it played.
  public private(set) var stoppedAt: StationStatus?
  /// The volume the store last set, 0 to 100 percent.
  public internal(set) var volume = PlayStore.fullVolume
  /// Whether the store last muted the player.
  public internal(set) var isMuted = false
  /// What the last control that failed says, for the views; `nil` after one that worked.
  public private(set) var controlMessage: String?

  @ObservationIgnored private let stations: StationStreamClient
  @ObservationIgnored private let player: PlayerClient
  /// The station's playback, which the controls act on.
  @ObservationIgnored private(set) var playback: Playback?
  @ObservationIgnored private var status: StationStatus?
  @ObservationIgnored private var quitAsked = false

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameters:
  ///   - stations: where stations' streams come from, by default the registry's, read once.
  ///   - player: the player, by default the registry's, read once, here.
  public init(
    stations: StationStreamClient = DependencyValues.current.stationStreamClient,
    player: PlayerClient = DependencyValues.current.playerClient
  ) {
    self.stations = stations
    self.player = player
  }

  /// Finds the player, so that a missing one is said before anything is asked of the server;
  /// `false`, with the store ``State/failed(_:)``, when there is none.
  public func preparePlayer() async -> Bool {
    do {
      try await player.prepare()
      return true
    } catch {
      state = .failed(StationPlayFailure.wrapping(error))
      return false
    }
  }

  /// Plays `station` until it ends, the user quits, or it fails.
  public func play(_ station: InternetRadioStation) async {
    state = .loading
    do {
      let url = try StationChoice.streamURL(of: station)
      try await player.prepare()
      try await listen(to: station, at: url)
      state = .finished
    } catch {
      state = .failed(StationPlayFailure.wrapping(error))
    }
  }

  // MARK: - Controls

  /// Pauses the station, or goes on playing it (a live stream goes on from where it paused, as
  /// far as the player keeps it).
  public func togglePause() async {
    guard let playback, var status else { return }
    status.isPaused.toggle()
    show(status)
    if status.isPaused { await playback.pause() } else { await playback.resume() }
  }

  /// Ends playing.
  public func quit() async {
    quitAsked = true
    await playback?.stop()
  }

  /// Makes the station louder (`percent` above 0) or quieter, within 0 to 100 percent.
  public func changeVolume(by percent: Int) async {
    await changePlaybackVolume(by: percent)
  }

  /// Mutes the player, or not.
  public func toggleMute() async {
    await togglePlaybackMute()
  }

  /// Starts from the volume and muting `other` set (the UI's queue, on the same player): the
  /// station's playback gets them.
  public func keepLevels(of other: some PlayerLevelsStore) {
    keepPlayerLevels(of: other)
  }

  /// A station streams live: there is nowhere to seek to. Says so in ``controlMessage``.
  public func seek() {
    controlMessage = "A station plays live: it cannot seek"
  }

  /// A station is one stream: there is no next or previous song. Says so in
  /// ``controlMessage``.
  public func skip() {
    controlMessage = "A station plays live: no next song"
  }

  // MARK: - Playing

  private func listen(to station: InternetRadioStation, at url: URL) async throws {
    let playback = try await player.start(AudioDescription())
    var status = StationStatus(station: station)
    self.playback = playback
    show(status)
    await applyLevels(to: playback)
    let transfer = Task.detached { [stations] () -> StationStreamError? in
      do {
        _ = try await stations.listen(url) { try playback.write($0) }
        playback.finish()
        return nil
      } catch {
        let failure = StationStreamError.wrapping(error)
        if failure == .cancelled { return nil }  // the player ended, or a control stopped it
        playback.finish()  // what came is played to its end
        return failure
      }
    }
    if quitAsked { await playback.stop() }  // quit while the player started
    var end: PlaybackEnd?
    for await event in playback.events {
      status = self.status ?? status  // a pause may have changed it meanwhile
      switch event {
      case .started: status.hasStarted = true
      case .position(let played): status.position = played
      case .ended(let how, let played):
        status.position = played
        end = how
      }
      show(status)
    }
    if end == nil { await playback.stop() }  // the task was cancelled
    transfer.cancel()
    let streamFailure = await transfer.value
    self.playback = nil
    stoppedAt = status
    if quitAsked || Task.isCancelled { return }
    if let streamFailure { throw StationPlayFailure.station(streamFailure) }
    if case .failed(let error)? = end { throw StationPlayFailure.player(error) }
  }

  private func show(_ status: StationStatus) {
    self.status = status
    state = .playing(status)
  }

  /// Runs one control: whether it worked; its failure becomes ``controlMessage``.
  func control(_ what: String, _ action: () async throws -> Void) async -> Bool {
    do {
      try await action()
      controlMessage = nil
      return true
    } catch {
      controlMessage = "The player cannot \(what): \(PlayerError.wrapping(error))"
      return false
    }
  }
}
