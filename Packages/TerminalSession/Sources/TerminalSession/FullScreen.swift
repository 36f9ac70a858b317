import DependencyRegistry
import TerminalScreen

/// Runs a ``FullScreenRoot`` in the terminal: what the app and each feature's preview
/// executable call.
///
/// ```swift
/// let exit = try await FullScreen.run(BrowseRoot(store: store), mouse: false)
/// if case .unavailable(let reason) = exit { print("sunsonic ui: \(reason); use the commands") }
/// return exit.status
/// ```
///
/// The runner owns everything between the terminal and the root: it takes the signals, enters
/// full-screen mode (``TerminalSession``), draws through a ``RenderLoop``, reads input off the
/// main actor (``TerminalEventSource``), follows resizes, and gives the terminal back exactly
/// as it was on every way out: the root quits, Ctrl-C or SIGINT, SIGTERM, SIGHUP, the input
/// ends, a frame cannot be written, the task is cancelled, or the root throws (the error is
/// thrown on, after the terminal was restored). Ctrl-Z or SIGTSTP gives the terminal back and
/// stops the process; `fg` (SIGCONT) sets it up again and redraws it all. The library prints
/// nothing: a terminal it cannot run in is ``FullScreenExit/unavailable(_:)``.
public enum FullScreen {
  /// Runs `root` on standard input and output with the registry's sleeper, mouse reporting
  /// when `mouse`; returns how it ended.
  @MainActor public static func run(_ root: some FullScreenRoot, mouse: Bool = false)
    async throws -> FullScreenExit
  {
    try await run(root, configuration: FullScreenConfiguration(mouse: mouse))
  }

  /// Runs `root` as `configuration` says; returns how it ended. Throws what the root threw, or
  /// a ``TerminalError`` when the terminal cannot be set up (it is left as it was).
  @MainActor public static func run(
    _ root: some FullScreenRoot, configuration: FullScreenConfiguration
  ) async throws -> FullScreenExit {
    if let reason = configuration.unavailability { return .unavailable(reason) }
    return try await FullScreenRun(root: root, configuration: configuration).run()
  }
}
