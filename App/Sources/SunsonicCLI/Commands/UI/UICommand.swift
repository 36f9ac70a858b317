import TerminalSession

/// `sunsonic ui`: the full-screen client on the feature stores (``UIShell``), on the alternate
/// screen until `q`; with `--preview`, on the built-in library.
enum UICommand {
  static let mouse = OptionSpec(
    name: "--mouse",
    help: "report the mouse: click a row or a tab, the wheel scrolls (selecting text then needs"
      + " Shift); ui-mouse = true in the configuration file does the same")

  static let command = MusicCommand.make(
    name: "ui",
    usage: "ui [--mouse] [--player COMMAND]",
    summary:
      "Open the full-screen client: library, search, queue, podcasts, internet radio and what"
      + " plays; x plays a radio from the selection. ? shows every key, q quits. Needs a terminal;"
      + " elsewhere use the commands.",
    options: [mouse, PlayerSettings.option],
    examples: [["ui"], ["ui", "--mouse"]],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    // Bad usage first (a stray argument, a bad --player), before the terminal is looked at.
    _ = try MusicInput.positionals(invocation, [])
    _ = try PlayerSettings.command(invocation)
    let configuration = FullScreenConfiguration(
      mouse: try reportsMouse(invocation), environment: invocation.environment)
    // No terminal: one line, before anything is asked of the server.
    if let reason = configuration.unavailability { try UIExit.check(.unavailable(reason)) }
    let shell = UIShell()
    shell.start()
    let exit: FullScreenExit
    do {
      exit = try await FullScreen.run(shell, configuration: configuration)
    } catch {
      await shell.stop()
      throw error
    }
    await shell.stop()  // the player ended and the queue saved, the terminal already restored
    try UIExit.check(exit)
  }

  /// Whether to report the mouse: `--mouse`, or `ui-mouse = true` in the configuration file
  /// (`false` or no key: not; anything else is the file's error, exit 78).
  static func reportsMouse(_ invocation: Invocation) throws(CommandFailure) -> Bool {
    if invocation.arguments.has(mouse.name) { return true }
    switch try SubsonicConfigurationFile.load(environment: invocation.environment)?["ui-mouse"] {
    case nil, "false": return false
    case "true": return true
    case let other?:
      throw .configuration("the configuration's ui-mouse \(Shown.text(other)): not true or false")
    }
  }
}
