import Foundation
import PlayFeature
import PlayerClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal side of `play`: the keys while sunsonic is in the terminal's foreground, and
/// Ctrl-Z (SIGTSTP): the song paused, the terminal given back as it was, sunsonic stopped; on
/// `fg` or `bg` (SIGCONT) the song plays on, and the keys come back in the foreground.
@MainActor final class PlayTerminal {
  private let store: any PlayKeyTarget
  private let clearLine: () -> Void
  private var reader: PlayKeyReader?
  private var controls: Task<Void, Never>?
  private var suspension: (any DispatchSourceSignal)?
  private var continuation: (any DispatchSourceSignal)?
  /// How many SIGCONTs came, and who waits for the next one.
  private var continuedCount = 0
  private var continuedWaiter: CheckedContinuation<Void, Never>?

  /// Takes the keys and Ctrl-Z for `store`; `clearLine` erases the status line before stopping.
  init(_ store: any PlayKeyTarget, clearLine: @escaping () -> Void) {
    self.store = store
    self.clearLine = clearLine
    takeKeys()
    signal(SIGTSTP, SIG_IGN)  // handled below, so that the player is paused first
    let source = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .main)
    source.setEventHandler { [weak self] in
      Task { @MainActor in await self?.suspend() }
    }
    source.resume()
    suspension = source
    // Registered now, well before a Ctrl-Z: a source made at the stop could miss the SIGCONT.
    let continued = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
    continued.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.wasContinued() }
    }
    continued.resume()
    continuation = continued
  }

  /// Gives the keys and Ctrl-Z back: the terminal as it was. Safe to call more than once.
  func stop() {
    dropKeys()
    suspension?.cancel()
    suspension = nil
    continuation?.cancel()
    continuation = nil
    signal(SIGTSTP, SIG_DFL)
  }

  private func takeKeys() {
    guard let reader = PlayKeyReader.start() else { return }
    self.reader = reader
    controls = Task { [store] in
      for await key in reader.keys { await store.act(on: key) }
    }
  }

  private func dropKeys() {
    reader?.stop()
    reader = nil
    controls?.cancel()
    controls = nil
  }

  /// Ctrl-Z: pause, give the terminal back, stop until continued; then play on.
  private func suspend() async {
    let wasPlaying = store.isPlayingUnpaused
    if wasPlaying { await store.togglePause() }
    dropKeys()
    clearLine()
    await stopUntilContinued()  // the shell has the terminal until `fg` or `bg`
    takeKeys()  // none in the background
    if wasPlaying { await store.togglePause() }
  }

  /// Stops the process (SIGSTOP) and returns once it was continued (SIGCONT). A stop sent to
  /// itself takes effect a moment later in a process of several threads: the SIGCONT, not the
  /// return of `kill`, says that the stop is over.
  private func stopUntilContinued() async {
    let before = continuedCount
    _ = kill(getpid(), SIGSTOP)
    if continuedCount == before {
      await withCheckedContinuation { continuedWaiter = $0 }
    }
  }

  private func wasContinued() {
    continuedCount += 1
    continuedWaiter?.resume()
    continuedWaiter = nil
  }
}
