import DependencyRegistry
import Foundation
import Observation
import PlayerClient
import SubsonicClient

/// Plays a queue: builds it from a ``PlaySelection``, plays its songs one after the other
/// through ``PlayerClient`` with each song's audio streamed from ``SubsonicClient`` as it comes,
/// reports what plays (``PlayReporter``), and saves the queue on the server with the position
/// at each pause and at the end; the first song begins where the selection says
/// (``PlayQueueStart/position``: a saved queue's, a bookmark's).
///
/// ``play(_:options:)`` returns when the queue is over: played to its end, quit, failed, or the
/// calling task cancelled (the player is stopped first, so no player outlives it). The controls
/// (``togglePause()``, ``next()``, ``previous()``, ``quit()``) act on the song playing meanwhile.
/// Observe ``state`` (Observation) to draw it.
@MainActor @Observable public final class PlayStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked yet.
    case idle
    /// Building the queue.
    case loading
    /// A song is playing (or about to).
    case playing(PlayStatus)
    /// The queue is over: played to its end, or quit.
    case finished
    /// Playing stopped on a failure.
    case failed(PlayFailure)
  }

  /// What the store shows.
  public private(set) var state: State = .idle
  /// The queue, once built.
  public private(set) var queue: [Song] = []
  /// The song that played last and how far, once playing ended; `nil` when nothing played.
  public private(set) var stoppedAt: PlayStatus?
  /// The places in the queue of the songs that were played, however little, each once.
  public private(set) var playedIndices: Set<Int> = []
  /// How long the songs played in all, pauses left out.
  public private(set) var playedInAll = Duration.zero
  /// Whether playing went on to the end of the queue (not quit, interrupted or failed).
  public private(set) var playedToTheEnd = false
  /// The first report of what plays that the server refused (playing went on).
  public var reportFailure: SubsonicError? { reporter.failure }
  /// Why the last save of the queue (at a pause, at the end) failed; `nil` when it worked, or
  /// when the server keeps no queues (classic servers).
  public private(set) var queueSaveFailure: SubsonicError?
  /// The songs whose audio the server failed to send, in order, and why: each was played as far
  /// as it came and the queue went on (the play fails with the last one at the end).
  public private(set) var skipped: [(song: Song, failure: PlayFailure)] = []

  /// The volume the store last set, 0 to 100 percent; 100 until a control changes it.
  public internal(set) var volume = PlayStore.fullVolume
  /// Whether the store last muted the player.
  public internal(set) var isMuted = false
  /// What the last seek, volume or mute control that failed says (the player cannot, or failed),
  /// for the views to show; `nil` again after a control that worked and when the next song
  /// starts.
  public internal(set) var controlMessage: String?
  /// Whether a seek, volume or mute control found that the player cannot (one fed through a
  /// pipe, as ffplay): it plays without those, and without gapless handovers.
  public internal(set) var playerLacksControls = false

  /// How many songs in a row may fail to stream before the queue stops: a server that went
  /// away fails them all.
  public static let failuresInARowAllowed = 3

  /// A control the user gave, which ends the song playing.
  private enum Command: Equatable {
    case next, previous, quit
    case jump(to: Int)
  }

  @ObservationIgnored private let subsonic: SubsonicClient
  @ObservationIgnored private let player: PlayerClient
  @ObservationIgnored private let sleeper: Sleeper
  @ObservationIgnored private let shuffle: @Sendable ([Song]) -> [Song]
  @ObservationIgnored private let reporter: PlayReporter
  /// The song playing's playback, which the controls act on.
  @ObservationIgnored private(set) var playback: Playback?
  @ObservationIgnored private var command: Command?
  @ObservationIgnored private var quitAsked = false
  @ObservationIgnored private var status: PlayStatus?
  /// The song playing's place in the queue.
  @ObservationIgnored private var playingIndex: Int?
  /// The next song, handed to the player before the one playing ends.
  @ObservationIgnored private var handover: PlayHandover?
  /// The queue being saved at the last pause, if it was.
  @ObservationIgnored private(set) var pauseSave: Task<Void, Never>?

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameters:
  ///   - subsonic: the server, by default the registry's, read once, here.
  ///   - player: the player, by default the registry's, read once, here.
  ///   - sleeper: how the store waits (the limit on an interrupted save), by default the
  ///     registry's, read once, here.
  ///   - now: the clock the scrobbles' times come from.
  ///   - shuffle: how `--shuffle` orders the queue.
  public init(
    subsonic: SubsonicClient = DependencyValues.current.subsonicClient,
    player: PlayerClient = DependencyValues.current.playerClient,
    sleeper: Sleeper = DependencyValues.current.sleeper,
    now: @escaping @Sendable () -> Date = { Date() },
    shuffle: @escaping @Sendable ([Song]) -> [Song] = { $0.shuffled() }
  ) {
    self.subsonic = subsonic
    self.player = player
    self.sleeper = sleeper
    self.shuffle = shuffle
    reporter = PlayReporter(client: subsonic, now: now)
  }

  /// Finds the player, so that a missing one is said before anything is asked of the server
  /// (names looked up included); `false`, with the store ``State/failed(_:)``, when there is none.
  public func preparePlayer() async -> Bool {
    do {
      try await player.prepare()
      return true
    } catch {
      state = .failed(PlayFailure.wrapping(error))
      return false
    }
  }

  /// Plays what `selection` names, to the end of the queue, then saves the queue.
  public func play(_ selection: PlaySelection, options: PlayOptions = PlayOptions()) async {
    state = .loading
    var current: (index: Int, played: Duration)?
    do {
      try await player.prepare()  // no player: said before anything is asked of the server
      let built = try await PlayQueueBuilder(client: subsonic).queueAndPosition(for: selection)
      var (songs, index, position) = (built.songs, built.start, built.position)
      guard !songs.isEmpty || !queue.isEmpty else { throw PlayFailure.emptyQueue }
      reporter.prepare()  // only with something to play; asked while the first song starts
      if options.shuffle {
        songs = shuffle(songs)
        (index, position) = (0, .zero)
      }
      queue = songs + queue  // songs added while the queue was built come after it
      var failuresInARow = 0
      while index < queue.count, !Task.isCancelled, !quitAsked {
        let (next, played, failure) = try await playSong(
          at: index, options: options.stream, from: position)
        position = .zero  // only the first song begins part-way
        if let failure {
          skipped.append((queue[index], failure))
          failuresInARow += 1
          if failuresInARow >= Self.failuresInARowAllowed { throw failure }
        } else {
          failuresInARow = 0
        }
        current = (index, played)
        stoppedAt = PlayStatus(
          song: queue[index], index: index, count: queue.count, position: played,
          hasStarted: true)
        playedIndices.insert(index)
        // However long a player says a song played, the sum stays bounded: no overflow.
        playedInAll = min(playedInAll + min(played, Self.longestPlay), Self.longestPlay)
        switch next {
        case .next: index += 1
        case .previous: index = played > .seconds(3) ? index : max(0, index - 1)
        case .quit: index = queue.count
        case .jump(let chosen): index = chosen
        }
        playedToTheEnd = index >= queue.count && next != .quit
      }
      state =
        skipped.last.map { .failed(.songsSkipped(count: skipped.count, last: $0.failure)) }
        ?? .finished
    } catch {
      playedToTheEnd = false
      state = .failed(PlayFailure.wrapping(error))
    }
    if let handover {
      self.handover = nil
      await handover.discard()
    }
    if Task.isCancelled { pauseSave?.cancel() }
    await pauseSave?.value  // an older position never follows the last one
    guard let current else { return }
    if Task.isCancelled {
      // Interrupted: the queue is saved within a few seconds or not at all; the reports still
      // on their way go on without being waited for.
      let save = Task { await saveQueue(at: current.index, played: current.played) }
      let deadline = Task { [sleeper] in
        try? await sleeper.sleep(Self.interruptedSaveLimit)
        save.cancel()
      }
      await save.value
      deadline.cancel()
    } else {
      await reporter.flush()
      await saveQueue(at: current.index, played: current.played)
    }
  }

  /// Adds what `selection` names to the end of the queue, while it plays or is being built
  /// (from the selection's start; at most ``PlayQueueBuilder/maximumSongs`` in the queue): the
  /// songs added. Asks the server as playing does; a failure is thrown and the queue kept.
  @discardableResult
  public func enqueue(_ selection: PlaySelection) async throws(PlayFailure) -> [Song] {
    let songs: [Song]
    do {
      let (built, start) = try await PlayQueueBuilder(client: subsonic).queue(for: selection)
      songs = Array(built[start...].prefix(max(0, PlayQueueBuilder.maximumSongs - queue.count)))
    } catch {
      throw PlayFailure.wrapping(error)
    }
    queue += songs
    if var status, !songs.isEmpty {
      status.count = queue.count
      show(status)
    }
    return songs
  }

  /// The most ``playedInAll`` counts (2^40 s, some 35,000 years).
  public static let longestPlay = Duration.seconds(Int64(1) << 40)

  /// How long before a song's end the next one is handed to the player (when the song's audio
  /// has all come): enough for its first bytes, not so soon that a download is wasted on a
  /// song skipped.
  public static let handoverLead = Duration.seconds(30)

  /// How long an interrupted play waits for the queue to be saved.
  public static let interruptedSaveLimit = Duration.seconds(3)

  // MARK: - Controls

  /// Pauses the song playing, or goes on playing it.
  public func togglePause() async {
    guard let playback, var status else { return }
    status.isPaused.toggle()
    self.status = status
    state = .playing(status)
    if status.isPaused { await playback.pause() } else { await playback.resume() }
    reporter.paused(status.isPaused, status.song, played: status.position)
    if status.isPaused { saveOnPause(at: status.index, played: status.position) }
  }

  /// Saves the queue with the position of the song paused, after any save under way (so that
  /// the last position is the one kept); playing goes on meanwhile, and a failure is kept as at
  /// the end.
  private func saveOnPause(at index: Int, played: Duration) {
    let before = pauseSave
    pauseSave = Task {
      await before?.value
      await saveQueue(at: index, played: played)
    }
  }

  /// Ends the song playing and plays the next one.
  public func next() async { await end(with: .next) }

  /// Plays the song before (or the one playing again from its start, after 3 s of it).
  public func previous() async { await end(with: .previous) }

  /// Ends the song playing and plays the queue's song at `index` (nothing when there is none).
  public func jump(to index: Int) async {
    guard queue.indices.contains(index) else { return }
    await end(with: .jump(to: index))
  }

  /// Ends the song playing and the queue (also while the queue loads or between songs).
  public func quit() async {
    quitAsked = true
    await end(with: .quit)
  }

  private func end(with command: Command) async {
    guard let playback else { return }
    self.command = command
    // Going elsewhere than the song handed over: it goes first, so the player never starts it.
    if let handover, command != .next, command != .jump(to: handover.index) {
      self.handover = nil
      await handover.discard()
    }
    await playback.stop()
  }

  // MARK: - One song

  /// Plays the song at `index`: what comes after it, how long it played, and why its audio did
  /// not all come, when it did not; a song not handed over (the first) begins
  /// `position` into it (``SongStart``).
  private func playSong(at index: Int, options: StreamOptions, from position: Duration)
    async throws -> (Command, played: Duration, failure: PlayFailure?)
  {
    let song = queue[index]
    var status = PlayStatus(song: song, index: index, count: queue.count)
    let playback: Playback
    let transfer: Task<PlayFailure?, Never>
    let complete: CompletionFlag
    var start = SongStart.fromTheStart
    var startNotice: String?
    if let handedOver = await takeHandover(for: index) {
      (playback, transfer, complete) = handedOver
    } else {
      playback = try await player.start(
        AudioDescription(
          duration: song.duration.map { .seconds($0) }, mediaType: song.contentType))
      (start, startNotice) = await SongStart.begin(
        at: position, playback: playback, subsonic: subsonic)
      complete = CompletionFlag()
      transfer = SongTransfer.start(
        song, options: start.streamOptions(options), from: subsonic, into: playback,
        complete: complete)
    }
    show(status)
    self.playback = playback
    command = nil
    playingIndex = index
    controlMessage = startNotice
    await applyLevels(to: playback)
    var end: PlaybackEnd?
    for await event in playback.events {
      status = self.status ?? status  // a pause may have changed it meanwhile
      switch event {
      case .started:
        status.hasStarted = true
        reporter.started(song, index: index)
        if case .seekOnceStarted(let position) = start {
          await seek(.absolute(position))
          start = .fromTheStart
        }
      case .position(let reported):
        let played = start.position(reported)
        status.position = played
        reporter.progressed(song, index: index, played: played)
        // Near its end, all of its audio there: the next song follows it without a gap.
        if let duration = song.duration, .seconds(duration) - played <= Self.handoverLead,
          complete.isSet
        {
          handOver(after: index, options: options)
        }
      case .ended(let how, let played):
        status.position = start.position(played)
        end = how
      }
      show(status)
    }
    playingIndex = nil
    if end == nil { await playback.stop() }  // the task was cancelled
    transfer.cancel()
    let streamFailure = await transfer.value
    self.playback = nil
    self.status = nil
    if status.hasStarted { reporter.ended(song, index: index, played: status.position) }
    if Task.isCancelled { return (.quit, status.position, nil) }
    if let command { return (command, status.position, nil) }
    // A player that fails on a cut stream is the stream's failure, not the player's.
    if let streamFailure { return (.next, status.position, streamFailure) }
    if case .failed(let error)? = end { throw PlayFailure.player(error) }
    return (.next, status.position, nil)
  }

  /// Hands the song after `index` to the player, while the song at `index` still plays and
  /// nothing else was asked.
  private func handOver(after index: Int, options: StreamOptions) {
    guard playingIndex == index, command == nil, !quitAsked, handover == nil,
      index + 1 < queue.count, !Task.isCancelled
    else { return }
    handover = PlayHandover(
      index: index + 1, song: queue[index + 1], options: options, player: player,
      subsonic: subsonic)
  }

  /// The playback handed over for the song at `index`, if it is that one; any other is
  /// discarded.
  private func takeHandover(for index: Int) async -> PlayHandover.Prepared? {
    guard let handover else { return nil }
    self.handover = nil
    if handover.index == index, queue.indices.contains(index), queue[index].id == handover.songID {
      return await handover.prepared.value
    }
    await handover.discard()
    return nil
  }

  private func show(_ status: PlayStatus) {
    self.status = status
    state = .playing(status)
  }

  /// Saves the queue on the server, the song at `index` current.
  private func saveQueue(at index: Int, played: Duration) async {
    do {
      try await subsonic.savePlayQueue(queue.map(\.id), queue[index].id, milliseconds(played))
      queueSaveFailure = nil  // the last save is the one that counts
    } catch {
      let failure = SubsonicError.wrapping(error)
      if case .notSupported = failure { return }
      queueSaveFailure = failure
    }
  }
}
