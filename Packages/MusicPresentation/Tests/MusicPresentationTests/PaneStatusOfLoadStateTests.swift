import LoadStore
import MusicPresentation
import SubsonicClient
import TerminalScreen
import Testing

/// What every feature's pane shows for its store's state, in place of its rows.
struct PaneStatusOfLoadStateTests {
  private typealias State = LoadState<[String], SubsonicError>

  @Test func loadingEmptyFailedOrTheRows() {
    #expect(PaneStatus.of(State.idle, rows: 0, "artists") == .loading("Loading artists…"))
    #expect(PaneStatus.of(State.loading, rows: 3, "artists") == .loading("Loading artists…"))
    #expect(PaneStatus.of(State.loaded([]), rows: 0, "artists") == .empty("No artists"))
    #expect(PaneStatus.of(State.loaded(["a"]), rows: 1, "artists") == nil)
    #expect(
      PaneStatus.of(State.failed(.httpStatus(503), canRetry: true), rows: 0, "episodes")
        == .failed(reason: "the Subsonic server answered HTTP 503", canRetry: true))
    #expect(
      PaneStatus.of(State.failed(.invalidArgument("no"), canRetry: false), rows: 2, "songs")
        == .failed(reason: "invalid argument: no", canRetry: false))
  }
}
