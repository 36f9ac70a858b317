import Foundation
import PlayFeature

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
  private let store: PlayStore
  private let clearLine: () -> Void
  private var reader: PlayKeyReader?
  private var controls: Task<Void, Never>?
  private var suspension: (any DispatchSourceSignal)?

  /// Takes the keys and Ctrl-Z for `store`; `clearLine` erases the status line before stopping.
  init(_ store: PlayStore, clearLine: @escaping () -> Void) {
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
  }

  /// Gives the keys and Ctrl-Z back: the terminal as it was. Safe to call more than once.
  func stop() {
    dropKeys()
    suspension?.cancel()
    suspension = nil
    signal(SIGTSTP, SIG_DFL)
  }

  private func takeKeys() {
    guard let reader = PlayKeyReader.start() else { return }
    self.reader = reader
    controls = Task { [store] in
      for await key in reader.keys {
        switch key {
        case .pause: await store.togglePause()
        case .next: await store.next()
        case .previous: await store.previous()
        case .quit: await store.quit()
        }
      }
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
    var wasPlaying = false
    if case .playing(let status) = store.state { wasPlaying = !status.isPaused }
    if wasPlaying { await store.togglePause() }
    dropKeys()
    clearLine()
    _ = kill(getpid(), SIGSTOP)  // the shell has the terminal until `fg` or `bg`
    takeKeys()  // none in the background
    if wasPlaying { await store.togglePause() }
  }
}
