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

/// A running player program: its standard input is the read end of a pipe whose write end
/// ``input`` this process holds; its output goes to `/dev/null`; no other descriptor of
/// sunsonic's reaches it. It runs in a process group of its own (a terminal's Ctrl-C reaches
/// sunsonic, which ends it), with default signal handling and no blocked signals, and it is
/// reaped by a thread of its own, started with it, so it never stays a zombie.
final class PlayerProcess: Sendable {
  /// The process id, which is also its process group's.
  let pid: pid_t
  /// The write end of the player's standard input (non-blocking, closed on `exec`).
  let input: Int32
  /// The program, for messages.
  let name: String
  /// sunsonic's copy of the read end of the player's standard input, when it keeps one
  /// (``spawn(_:environment:keepsInputReadEnd:)``), to see what the player left unread.
  private let inputReadEnd: Locked<Int32?>
  /// Whether the player was reaped, and how it ended: its pid, and its group's, may then
  /// belong to another process, so nothing is sent to them any more.
  private let exit = Locked(Exit.running(waiting: []))
  /// Signalled once the player was reaped (and again by each who waited for it).
  private let reaped = DispatchSemaphore(value: 0)

  private enum Exit {
    case running(waiting: [CheckedContinuation<String?, Never>])
    /// How it ended (``describe(_:)``).
    case reaped(String?)
  }

  private init(pid: pid_t, input: Int32, inputReadEnd: Int32?, name: String) {
    self.pid = pid
    self.input = input
    self.inputReadEnd = Locked(inputReadEnd)
    self.name = name
  }

  /// Starts `command` with `environment`, its standard input a new pipe. When
  /// `keepsInputReadEnd`, sunsonic keeps a copy of the pipe's read end until
  /// ``unreadInput()``: a player that exits leaves what it did not read there to be counted
  /// (and writes to the pipe fill it instead of failing).
  static func spawn(
    _ command: PlayerCommand, environment: [String: String], keepsInputReadEnd: Bool = false
  ) throws(PlayerError) -> PlayerProcess {
    let (read, write) = try makePipe()
    var kept: Int32?
    defer { if kept == nil { _ = close(read) } }
    var actions = FileActions()
    var attributes = SpawnAttributes()
    defer {
      actions.destroy()
      attributes.destroy()
    }
    actions.duplicate(read, to: 0)
    actions.openNull(on: 1)
    actions.openNull(on: 2)
    actions.closeFrom(3)
    attributes.prepare()
    let argv = CStrings([command.executable] + command.arguments)
    let envp = CStrings(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    var pid: pid_t = 0
    let code = command.executable.withCString { path in
      posix_spawn(&pid, path, &actions.value, &attributes.value, argv.pointers, envp.pointers)
    }
    guard code == 0 else {
      _ = close(write)
      throw .cannotStart(program: command.name, reason: String(cString: strerror(code)))
    }
    _ = fcntl(write, F_SETFL, fcntl(write, F_GETFL) | O_NONBLOCK)
    if keepsInputReadEnd { kept = read }
    let process = PlayerProcess(pid: pid, input: write, inputReadEnd: kept, name: command.name)
    Thread.detachNewThread { process.reap() }
    return process
  }

  /// How many bytes the player left unread in its standard input's pipe (0 where that cannot
  /// be told: no copy of the read end kept, or not Linux); closes that copy. Once it has ended.
  func unreadInput() -> Int {
    guard
      let descriptor = inputReadEnd.withLock({ end in
        defer { end = nil }
        return end
      })
    else { return 0 }
    defer { _ = close(descriptor) }
    #if canImport(Glibc)
      var count: Int32 = 0
      guard withUnsafeMutablePointer(to: &count, { ioctl(descriptor, UInt(FIONREAD), $0) }) == 0
      else { return 0 }
      return Int(max(0, count))
    #else
      return 0
    #endif
  }

  /// Sends `signal` to the player's process group (its children too), unless it was reaped.
  func send(_ signal: Int32) {
    exit.withLock { exit in
      if case .running = exit { _ = kill(-pid, signal) }
    }
  }

  /// Waits until the player has ended and was reaped: `nil` when it exited 0, else how it
  /// ended (`exit status 2`, `signal 9`).
  func waitForExit() async -> String? {
    await withCheckedContinuation { continuation in
      let status = exit.withLock { exit -> String?? in
        switch exit {
        case .running(var waiting):
          waiting.append(continuation)
          exit = .running(waiting: waiting)
          return nil
        case .reaped(let status):
          return .some(status)
        }
      }
      if let status { continuation.resume(returning: status) }
    }
  }

  /// Ends the player and blocks the calling thread until it was reaped: SIGTERM, SIGKILL after
  /// `grace`, then at most `grace` more (a process that even SIGKILL does not end at once is
  /// left to the system). For where nothing can be awaited: sunsonic's exit. Whether it was.
  @discardableResult
  func terminateAndWait(grace: Duration) -> Bool {
    send(SIGCONT)  // a stopped process takes SIGTERM only once it runs
    send(SIGTERM)
    if hasBeenReaped(within: grace) { return true }
    send(SIGKILL)
    return hasBeenReaped(within: grace)
  }

  /// Whether the player was reaped within `limit`, blocking the calling thread meanwhile.
  private func hasBeenReaped(within limit: Duration) -> Bool {
    let nanoseconds =
      limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000
    guard reaped.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success else {
      return false
    }
    reaped.signal()  // for whoever waits next
    return true
  }

  /// The reaping thread, from the start: waits until the player has ended, reaps it under the
  /// lock ``send(_:)`` takes, then hands how it ended to those waiting.
  private func reap() {
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    let (status, waiting) = exit.withLock {
      exit -> (String?, [CheckedContinuation<String?, Never>]) in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      let described = Self.describe(status)
      defer { exit = .reaped(described) }
      guard case .running(let waiting) = exit else { return (described, []) }
      return (described, waiting)
    }
    reaped.signal()
    for continuation in waiting { continuation.resume(returning: status) }
  }

  /// How a `waitpid` status ended: `nil` for exit 0 (the encoding every POSIX system uses).
  static func describe(_ status: Int32) -> String? {
    let signal = status & 0x7F
    if signal == 0 {
      let code = (status >> 8) & 0xFF
      return code == 0 ? nil : "exit status \(code)"
    }
    return "signal \(signal)"
  }

  /// A pipe whose ends are closed on `exec` (the spawn also closes every descriptor but 0 to 2).
  private static func makePipe() throws(PlayerError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      throw .cannotFeed("no pipe: \(String(cString: strerror(errno)))")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }
}
