import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The radio screen's previews: one golden snapshot per state at 80x24 and 120x40, from the
/// preview server or a client with the answer a state needs
/// (`__Snapshots__/RadioStationsViewTests/`; `SUNSONIC_RECORD=1 swift test` re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct RadioStationsViewTests {
  @Test func loading() async {
    let (entered, release) = (Gate(), Gate())
    let screen = RadioStationsScreen(
      client: RadioClients.answering(after: release, entered: entered))
    expectScreens(of: screen, named: "idle")
    screen.start()
    await entered.wait()
    expectScreens(of: screen, named: "loading")
    release.open()
    await settled(screen)
    #expect(screen.stations.map(\.id) == ["station-1"])
  }

  @Test func theStationsOfThePreviewServer() async {
    let screen = await loadedRadio(.inMemory())
    await press(.down, on: screen)
    expectScreens(of: screen, named: "stations")
  }

  @Test func noStations() async {
    expectScreens(of: await loadedRadio(RadioClients.listing([])), named: "empty")
  }

  @Test func failedRetryableAndNot() async {
    let unreachable = await loadedRadio(
      RadioClients.failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectScreens(of: unreachable, named: "failed-retryable")
    let notAllowed = SubsonicError.api(
      SubsonicAPIError(code: .notAuthorized, message: "\u{1B}[31mNot allowed\u{1B}[0m"))
    expectScreens(of: await loadedRadio(RadioClients.failing(notAllowed)), named: "failed")
  }

  @Test func hostileLongAndWideNamesStayEscapedInTheirColumns() async {
    let screen = await loadedRadio(RadioClients.hostile)
    await press(.down, on: screen)
    expectScreens(of: screen, named: "hostile")
  }
}
