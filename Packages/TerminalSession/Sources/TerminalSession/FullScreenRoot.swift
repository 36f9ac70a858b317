import TerminalScreen

/// The view a full-screen program shows: the app's, or one feature's in its preview executable.
///
/// ``FullScreen`` calls ``draw(into:)`` for every frame, under Observation: read the stores'
/// observable state there, and any change to it draws a new frame. It calls ``handle(_:)`` for
/// each key, paste and mouse event (never for Ctrl-C, which quits as an interrupt, nor Ctrl-Z,
/// which suspends); an error thrown there ends the run, the terminal restored first.
@MainActor public protocol FullScreenRoot {
  /// Draws the whole screen into `buffer`, sized as the terminal is (it may be tiny: say so).
  func draw(into buffer: inout ScreenBuffer)
  /// Acts on `event` (usually by calling a store) and says what the runner does next.
  func handle(_ event: InputEvent) throws -> FullScreenAction
  /// Called before the process stops for Ctrl-Z (the terminal not yet given back): pause what
  /// must not go on while nobody sees it (a song playing). By default, nothing.
  func willSuspend() async
  /// Called once the terminal is set up again after a stop (`fg`), before the redraw: go on
  /// with what ``willSuspend()`` paused. By default, nothing.
  func didResume() async
}

extension FullScreenRoot {
  /// Nothing to pause.
  public func willSuspend() async {}
  /// Nothing to go on with.
  public func didResume() async {}
}

/// What the runner does after a root handled an event.
public enum FullScreenAction: Hashable, Sendable {
  /// Nothing more: a change the root made is drawn through Observation.
  case keepRunning
  /// Leave full-screen mode and end the run (``FullScreenExit/quit``).
  case quit
  /// Give the terminal back and stop the process, as Ctrl-Z does; `fg` redraws.
  case suspend
  /// Draw the whole screen again (as Ctrl-L asks, after something else wrote on it).
  case redraw
}
