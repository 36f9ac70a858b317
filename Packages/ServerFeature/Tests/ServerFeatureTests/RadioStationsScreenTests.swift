import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The radio screen's keys, clicks and playing, on the in-memory server and fakes.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct RadioStationsScreenTests {
  @Test func theStationsLoadOnceInTheServersOrder() async {
    let screen = await loadedRadio(.inMemory())
    #expect(screen.stations.map(\.id) == ["station-1", "station-2"])
    screen.start()
    #expect(screen.loadsUnderWay == 0)
  }

  @Test func enterPlaysTheStationSelected() async {
    let played = StationsPlayed()
    let screen = await loadedRadio(.inMemory(), played: played)
    #expect(await press(.down, .enter, on: screen) == [true, true])
    #expect(played.stations.map(\.id) == ["station-2"])
    #expect(played.stations.first?.name == "Night Owl FM")
    #expect(
      await press(.right, .character("l"), .left, .character("h"), on: screen) == [
        false, false, false, false,
      ])
    #expect(played.stations.count == 1)
  }

  @Test func nothingToPlayBeforeTheStationsLoadOrWhenThereAreNone() async {
    let played = StationsPlayed()
    let screen = RadioStationsScreen(
      client: RadioClients.listing([]),
      onPlay: {
        played.stations.append($0)
      })
    #expect(!screen.playSelection())
    screen.start()
    await settled(screen)
    #expect(await press(.enter, on: screen) == [false])
    #expect(played.stations.isEmpty)
  }

  @Test func retryAsksAgainOnlyWhenItMayHelp() async {
    let screen = await loadedRadio(RadioClients.failing(.unreachable("connection refused")))
    #expect(screen.stationsStore.state.failure != nil)
    #expect(await press(.character("r"), on: screen) == [true])
    let notAllowed = SubsonicError.api(SubsonicAPIError(code: .notAuthorized, message: "no"))
    let refused = await loadedRadio(RadioClients.failing(notAllowed))
    #expect(await press(.character("r"), on: refused) == [false])
    let loaded = await loadedRadio(.inMemory())
    #expect(await press(.character("r"), on: loaded) == [false])
  }

  @Test func aClickSelectsThenPlays() async {
    let played = StationsPlayed()
    let screen = await loadedRadio(.inMemory(), played: played)
    screen.listHeight = 5
    #expect(screen.click(listRow: 1))
    #expect(screen.selection.index == 1)
    #expect(played.stations.isEmpty)
    #expect(!screen.click(listRow: 4))
    #expect(screen.click(listRow: 1))
    #expect(played.stations.map(\.id) == ["station-2"])
  }

  @Test func keysWithModifiersAndTheShellsKeysAreNeverTheScreens() async {
    let played = StationsPlayed()
    let screen = await loadedRadio(.inMemory(), played: played)
    #expect(!screen.handle(.enter, modifiers: .control))
    #expect(!screen.handle(.character("j"), modifiers: .alt))
    for key in ["q", "p", "a", "x", "s", " ", "n", "?", "/"] {
      #expect(!screen.handle(.character(Character(key)), modifiers: []))
    }
    #expect(played.stations.isEmpty)
  }
}
