import Foundation
import SubsonicClient

/// Tells the server what is playing, one of two ways: OpenSubsonic's `reportPlayback` when the
/// server lists the `playbackReport` extension (it then counts the play itself), else the classic
/// `scrobble`: now playing when a song starts, the play once ``ScrobbleRule`` is met.
///
/// Reports never hold playing up: they are sent in order by tasks of their own (the first waits
/// for the server's extensions, asked while the audio starts), and a failure is kept (the first
/// one) for the store to show, not thrown.
@MainActor final class PlayReporter {
  private let client: SubsonicClient
  private let now: @Sendable () -> Date
  /// Whether the server takes playback reports, once asked.
  private var usesPlaybackReports: Task<Bool, Never>?
  private var submitted: Set<Int> = []
  private var startedAt: Date?
  private var last: Task<Void, Never>?
  /// The reports not sent yet, by number.
  private var pending: [Int: Task<Void, Never>] = [:]
  private var sent = 0
  /// The first report that failed.
  private(set) var failure: SubsonicError?

  init(client: SubsonicClient, now: @escaping @Sendable () -> Date) {
    self.client = client
    self.now = now
  }

  /// Asks the server, once, which way it takes reports.
  func prepare() {
    guard usesPlaybackReports == nil else { return }
    usesPlaybackReports = Task { [client] in
      let extensions = (try? await client.getOpenSubsonicExtensions()) ?? []
      return extensions.contains { $0.name == "playbackReport" }
    }
  }

  /// The song at `index` of the queue started playing.
  func started(_ song: Song, index: Int) {
    startedAt = now()
    submitted.remove(index)
    send { [client] usesReports in
      if usesReports {
        try await client.reportPlayback(song.id, .starting, 0)
        try await client.reportPlayback(song.id, .playing, 0)
      } else {
        try await client.scrobble(song.id, false, nil)
      }
    }
  }

  /// The song at `index` has played `played`: the play is submitted once the rule is met.
  func progressed(_ song: Song, index: Int, played: Duration) {
    guard !submitted.contains(index) else { return }
    let length = song.duration.map { Duration.seconds($0) }
    guard played >= ScrobbleRule.threshold(forLength: length) else { return }
    submitted.insert(index)
    let time = startedAt
    send { [client] usesReports in
      if !usesReports { try await client.scrobble(song.id, true, time) }
    }
  }

  /// Paused (`true`) or playing again at `played`.
  func paused(_ isPaused: Bool, _ song: Song, played: Duration) {
    let state: PlaybackReportState = isPaused ? .paused : .playing
    send { [client] usesReports in
      if usesReports { try await client.reportPlayback(song.id, state, milliseconds(played)) }
    }
  }

  /// The song at `index` is over, having played `played`.
  func ended(_ song: Song, index: Int, played: Duration) {
    progressed(song, index: index, played: played)
    send { [client] usesReports in
      if usesReports { try await client.reportPlayback(song.id, .stopped, milliseconds(played)) }
    }
  }

  /// Waits for every report sent so far; cancelling the waiting task cancels them.
  func flush() async {
    let reports = Array(pending.values)
    await withTaskCancellationHandler {
      for report in reports { await report.value }
    } onCancel: {
      for report in reports { report.cancel() }
    }
  }

  private func send(_ report: @escaping @Sendable (_ usesReports: Bool) async throws -> Void) {
    let previous = last
    let usesPlaybackReports = self.usesPlaybackReports
    sent += 1
    let number = sent
    let task = Task { [weak self] in
      await previous?.value
      do {
        try Task.checkCancellation()
        try await report(await usesPlaybackReports?.value ?? false)
      } catch {
        self?.keep(SubsonicError.wrapping(error))
      }
      self?.pending[number] = nil
    }
    last = task
    pending[number] = task
  }

  private func keep(_ failure: SubsonicError) {
    // A report cancelled by an interrupted flush was not refused.
    if self.failure == nil, failure != .cancelled { self.failure = failure }
  }
}
