import Locking

@testable import TerminalSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal for tests: the program under test gets ``terminal`` (the slave side), the
/// test plays the user and the screen on ``controller`` (the master side), whose output is
/// collected on a thread as it comes.
final class PseudoTerminal: Sendable {
  /// The terminal the code under test uses.
  let terminal: Int32
  /// The other side: what is written here is typed, what the terminal shows is read here.
  let controller: Int32

  private struct State {
    var received: [UInt8] = []
    var waiters:
      [(token: Int, condition: @Sendable ([UInt8]) -> Bool, done: CheckedContinuation<Void, Never>)] =
        []
    var nextToken = 0
    var cancelled: Set<Int> = []
  }

  private let state = Locked(State())
  private let reader = Locked<InputReader?>(nil)

  #if canImport(Glibc)
    /// `TIOCSPTLCK` (`_IOW('T', 0x31, int)`): locks or unlocks the slave side.
    private static let unlockRequest: UInt = 0x4004_5431
    /// `TIOCGPTN` (`_IOR('T', 0x30, unsigned int)`): the slave's number under /dev/pts.
    private static let numberRequest: UInt = 0x8004_5430
  #endif

  /// Opens a pseudo-terminal of 80 by 24.
  init() throws {
    #if canImport(Glibc)
      // Glibc's module leaves posix_openpt, grantpt and unlockpt out: what they do, by hand.
      controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard controller >= 0, ioctl(controller, Self.unlockRequest, &unlock) == 0,
        ioctl(controller, Self.numberRequest, &number) == 0
      else { throw TerminalError.last("/dev/ptmx") }
      let name = "/dev/pts/\(number)"
    #else
      controller = posix_openpt(O_RDWR | O_NOCTTY)
      guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
        let shared = ptsname(controller)
      else { throw TerminalError.last("posix_openpt") }
      let name = String(cString: shared)
    #endif
    terminal = open(name, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else { throw TerminalError.last("open") }
    resize(to: TerminalSize(width: 80, height: 24))
    let started = try InputReader(input: controller, signals: nil) { [state] event in
      guard case .bytes(let bytes) = event else { return }
      let ready = state.withLock { state in
        state.received += bytes
        let received = state.received
        let ready = state.waiters.filter { $0.condition(received) }.map(\.done)
        state.waiters.removeAll { $0.condition(received) }
        return ready
      }
      for waiter in ready { waiter.resume() }
    }
    reader.withLock { $0 = started }
  }

  /// Everything the terminal showed so far.
  var received: [UInt8] { state.withLock { $0.received } }

  /// Returns once what the terminal showed holds `condition`, or the task is cancelled (as the
  /// test's time limit does), so that a test fails instead of hanging.
  func waitUntil(_ condition: @escaping @Sendable ([UInt8]) -> Bool) async {
    let token = state.withLock { state in
      defer { state.nextToken += 1 }
      return state.nextToken
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        let holds = state.withLock { state in
          if condition(state.received) || state.cancelled.remove(token) != nil { return true }
          state.waiters.append((token, condition, done))
          return false
        }
        if holds { done.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        guard let index = state.waiters.firstIndex(where: { $0.token == token }) else {
          state.cancelled.insert(token)
          return CheckedContinuation<Void, Never>?.none
        }
        return state.waiters.remove(at: index).done
      }
      waiter?.resume()
    }
  }

  /// Returns once the terminal showed `bytes` (anywhere).
  func waitFor(_ bytes: [UInt8]) async {
    await waitUntil { $0.contains(bytes) }
  }

  /// Types `text`.
  func type(_ text: String) throws {
    try FileDescriptorOutput(controller).write(Array(text.utf8))
  }

  /// Sets the window size (no SIGWINCH reaches a test process: it has another terminal).
  func resize(to size: TerminalSize) {
    var window = winsize(
      ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
  }

  /// Stops reading and closes both sides.
  func close() {
    reader.withLock { $0 }?.stop()
    _ = systemClose(terminal)
    _ = systemClose(controller)
  }
}

/// close(2), out of reach of ``PseudoTerminal``'s method of that name.
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

extension Array where Element == UInt8 {
  /// Whether `needle` occurs in these bytes.
  func contains(_ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
    return (0...(count - needle.count)).contains {
      self[$0..<$0 + needle.count].elementsEqual(needle)
    }
  }

  /// Where `needle` first occurs, if it does.
  func firstRange(of needle: [UInt8]) -> Range<Int>? {
    guard !needle.isEmpty, needle.count <= count else { return nil }
    return (0...(count - needle.count)).first { self[$0..<$0 + needle.count].elementsEqual(needle) }
      .map { $0..<$0 + needle.count }
  }
}
