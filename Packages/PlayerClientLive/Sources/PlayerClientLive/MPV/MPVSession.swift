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

/// One mpv process for a whole queue, driven through its JSON IPC: a Unix socket in a private
/// 0700 folder, one JSON object per line, each request numbered and answered within
/// ``requestTimeout``. Songs are appended to mpv's playlist (``MPVSession+Songs``) as files in the
/// same folder, so mpv plays them without gaps (`--gapless-audio=yes`).
///
/// The process, the socket and the folder never outlive the session: ``close()`` quits mpv
/// (SIGTERM, then SIGKILL after ``LivePlayback/stopGrace``), the process ending ends the session,
/// and sunsonic's exit (`atexit`, reached after INT, TERM and HUP too) ends any still running
/// and waits until it was reaped (``terminateAndWait()``). Every way mpv is ended waits for it.
final class MPVSession: Sendable {
  /// How long mpv has to answer a request.
  static let requestTimeout = Duration.seconds(5)
  /// How long mpv has to open its socket after it started.
  static let startTimeout = Duration.seconds(5)
  /// The options sunsonic gives mpv, after the user's own (so that they win).
  static func sessionArguments(socket: String) -> [String] {
    ["--idle=yes", "--no-terminal", "--input-ipc-server=" + socket, "--gapless-audio=yes"]
  }

  struct State {
    var nextRequestID = 1
    var replyHandlers: [Int: @Sendable (MPVReply) -> Void] = [:]
    var songs: [Int: MPVSong] = [:]
    /// The songs not yet handed to mpv, in the order they were started.
    var waiting: [Int] = []
    var nextSongNumber = 1
    /// The song mpv's `start-file` named last.
    var currentEntryID: Int?
    var isClosed = false
    /// Counts the times the session became empty: a linger that began before the last song was
    /// started ends nothing.
    var emptyGeneration = 0
    /// The queue's last song, read to its end by mpv while its audio output still plays what
    /// it holds (``MPVSession/awaitDrain(of:)``).
    var drainingSong: Int?
  }

  let process: PlayerProcess
  let folder: PrivateFolder
  let connection: UnixSocketConnection
  let state = Locked(State())
  private let reaper = Locked<Task<Void, Never>?>(nil)

  private init(process: PlayerProcess, folder: PrivateFolder, connection: UnixSocketConnection) {
    self.process = process
    self.folder = folder
    self.connection = connection
  }

  /// Starts mpv as `command` (its own options kept, then the session's) with `environment`, and
  /// connects to its socket, waiting at most ``startTimeout``.
  static func start(_ command: PlayerCommand, environment: [String: String])
    async throws(PlayerError) -> MPVSession
  {
    let folder = try PrivateFolder()
    let socket = folder.path + "/socket"
    var mpv = command
    mpv.arguments = userOptions(command.arguments) + sessionArguments(socket: socket)
    let process = try PlayerProcess.spawn(mpv, environment: environment)
    _ = closeDescriptor(process.input)  // mpv reads no audio there: an empty standard input
    let hasEnded = Locked(false)
    let exit = Task {
      let status = await process.waitForExit()
      hasEnded.withLock { $0 = true }
      return status
    }
    let deadline = ContinuousClock.now + startTimeout
    var connection: UnixSocketConnection?
    while connection == nil, ContinuousClock.now < deadline, !hasEnded.withLock({ $0 }) {
      connection = UnixSocketConnection.connect(to: socket)
      if connection == nil { try? await Task.sleep(for: .milliseconds(10)) }
    }
    guard let connection else {
      let why = hasEnded.withLock { $0 } ? "it ended at once" : "it opened no control socket"
      process.send(SIGKILL)
      _ = await exit.value
      folder.remove()
      throw .cannotStart(program: command.name, reason: why + " (check its options)")
    }
    let session = MPVSession(process: process, folder: folder, connection: connection)
    MPVSessionRegistry.add(session)
    // The reaper first: the reading thread may end mpv at once (``awaitEnd(patience:)``).
    session.reaper.withLock {
      $0 = Task { await session.processEnded(status: exit.value) }
    }
    Thread.detachNewThread { session.readMessages() }
    return session
  }

  /// The user's options: every word of theirs that starts with `-`, but `-` (standard input)
  /// and `--` (files after it); a file or URL they named is never played.
  static func userOptions(_ arguments: [String]) -> [String] {
    arguments.filter { $0.hasPrefix("-") && $0 != "-" && $0 != "--" }
  }

  /// The mpv process id (its process group's too).
  var pid: pid_t { process.pid }

  /// Whether the session can take songs.
  var isOpen: Bool { state.withLock { !$0.isClosed } }

  // MARK: - Requests

  /// Sends `command`; `handler` gets mpv's answer, or a failure when mpv did not answer within
  /// ``requestTimeout`` or the session ended. Requests leave in the order they were sent.
  func send(_ command: [MPVRequest.Argument], then handler: @escaping @Sendable (MPVReply) -> Void)
  {
    let failure = state.withLock { state in send(command, in: &state, then: handler) }
    failure?()
  }

  /// ``send(_:then:)`` under the caller's lock: what to call once it is released, when the
  /// request failed at once.
  func send(
    _ command: [MPVRequest.Argument], in state: inout State,
    then handler: @escaping @Sendable (MPVReply) -> Void
  ) -> (@Sendable () -> Void)? {
    let id = state.nextRequestID
    state.nextRequestID += 1
    let why: String
    if state.isClosed {
      why = "the player has ended"
    } else if let line = MPVRequest.line(command, id: id) {
      state.replyHandlers[id] = handler
      if connection.write(line) {
        Task { [self] in
          try? await Task.sleep(for: Self.requestTimeout)
          answer(.unanswered(id, "no answer within \(Self.requestTimeout)"))
        }
        return nil
      }
      state.replyHandlers[id] = nil
      why = "the player does not read its control socket"
    } else {
      why = "not encodable"
    }
    return { handler(.unanswered(id, why)) }
  }

  /// Sends `command` and waits for mpv's answer (at most ``requestTimeout``).
  func request(_ command: [MPVRequest.Argument]) async -> MPVReply {
    await withCheckedContinuation { continuation in
      send(command) { continuation.resume(returning: $0) }
    }
  }

  /// Hands `reply` to its request's handler, once (a late answer after the timeout is dropped).
  func answer(_ reply: MPVReply) {
    let handler = state.withLock { $0.replyHandlers.removeValue(forKey: reply.id) }
    handler?(reply)
  }

  // MARK: - The end

  /// Quits mpv and waits until it has ended: `quit` first, SIGTERM if it has not ended within
  /// a second, SIGKILL after ``LivePlayback/stopGrace`` more. Every song still there ends
  /// ``PlaybackEnd/stopped``.
  func close() async {
    let wasOpen = state.withLock { state in
      defer { state.isClosed = true }
      return !state.isClosed
    }
    if wasOpen {
      endAll(.stopped)
      _ = MPVRequest.line([.string("quit")], id: 0).map { connection.write($0) }
    }
    await awaitEnd(patience: .seconds(1))
  }

  /// Waits until mpv has ended and was reaped, ending it when it has not within `patience`:
  /// SIGTERM, then SIGKILL after ``LivePlayback/stopGrace``.
  func awaitEnd(patience: Duration) async {
    let reaper = reaper.withLock { $0 }
    let escalation = Task { [process] in
      try? await Task.sleep(for: patience)
      guard !Task.isCancelled else { return }
      process.send(SIGTERM)
      try? await Task.sleep(for: LivePlayback.stopGrace)
      if !Task.isCancelled { process.send(SIGKILL) }
    }
    await reaper?.value
    escalation.cancel()
  }

  /// Ends mpv now and blocks until it was reaped (``PlayerProcess/terminateAndWait(grace:)``,
  /// at most twice ``LivePlayback/stopGrace``): for `atexit`, where nothing can be awaited.
  func terminateAndWait() {
    state.withLock { $0.isClosed = true }
    connection.shutDown()
    process.terminateAndWait(grace: LivePlayback.stopGrace)
    folder.remove()
  }

  /// mpv has ended and was reaped: every song ends (failed, unless the session was closed), the
  /// socket and the folder go.
  private func processEnded(status: String?) {
    let wasOpen = state.withLock { state in
      defer { state.isClosed = true }
      return !state.isClosed
    }
    connection.shutDown()
    folder.remove()
    MPVSessionRegistry.remove(self)
    if wasOpen {
      endAll(.failed(.playerFailed(program: process.name, status: status ?? "it quit")))
    }
    let handlers = state.withLock { state in
      defer { state.replyHandlers = [:] }
      return state.replyHandlers
    }
    for (id, handler) in handlers { handler(.unanswered(id, "the player has ended")) }
  }
}

/// close(2), out of reach of ``MPVSession/close()``.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
