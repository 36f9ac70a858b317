import DependencyRegistryTesting
import PlaylistsFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The picker's previews, drawn over a blank screen: one golden snapshot per state at 80x24
/// and 120x40 (`__Snapshots__/PlaylistPickerViewTests/`; `SUNSONIC_RECORD=1 swift test`
/// re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PlaylistPickerViewTests {
  @Test func closedDrawsNothingAndLoadingShowsUnderTheFirstRow() async {
    let (entered, release) = (Gate(), Gate())
    let picker = PlaylistPicker(
      client: PlaylistsClients.answeringPlaylists(after: release, entered: entered))
    expectScreens(with: picker, named: "closed")
    picker.open(songs: ["song-1"], describing: "First Light")
    await entered.wait()
    expectScreens(with: picker, named: "loading")
    release.open()
    await settled(picker)
  }

  @Test func playlistsAndTheNameField() async throws {
    let picker = await openedPicker(try await PlaylistsClients.withEmptyPlaylist())
    await press(.down, on: picker)
    expectScreens(with: picker, named: "playlists")
    await press(.home, .enter, on: picker)
    type("Road trip", on: picker)
    expectScreens(with: picker, named: "naming")
  }

  @Test func noPlaylistsLeavesNewPlaylist() async {
    expectScreens(with: await openedPicker(PlaylistsClients.noPlaylists), named: "empty")
  }

  @Test func addingWaitsForTheServer() async {
    let (server, held) = (SubsonicClient.inMemory(), HeldCall(1))
    var client = server
    client.createPlaylist = { name, songs in
      await held.pass()
      return try await server.createPlaylist(name, songs)
    }
    let picker = await openedPicker(client)
    await press(.enter, on: picker)
    type("Evening", on: picker)
    _ = picker.handle(.enter, modifiers: [])
    await held.entered.wait()
    expectScreens(with: picker, named: "creating")
    held.released.open()
    await settled(picker)
  }

  @Test func failedRetryableAndNot() async {
    let unreachable = await openedPicker(
      .failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectScreens(with: unreachable, named: "failed-retryable")
    let refused = SubsonicError.api(SubsonicAPIError(code: .notAuthorized, message: "No"))
    expectScreens(with: await openedPicker(.failing(refused)), named: "failed")
  }

  @Test func manyPlaylistsScrollInTheBox() async {
    let picker = await openedPicker(PlaylistsClients.manyPlaylists(40))
    picker.listHeight = PlaylistPickerView.listHeight(in: Rect(x: 0, y: 0, width: 80, height: 24))
    await press(.pageDown, .down, .down, on: picker)
    expectScreens(with: picker, named: "scrolled")
  }

  @Test func longAndWideNamesStayInTheBox() async {
    let picker = await openedPicker(
      PlaylistsClients.hostileUnowned,
      describing: "\u{1B}[31m夜に駆ける\u{7} " + PlaylistsClients.longName)
    await press(.down, .down, on: picker)
    expectScreens(with: picker, named: "hostile")
    await press(.home, .enter, on: picker)
    type("🎹 夜の散歩 \u{1B}[2J " + String(repeating: "long ", count: 20) + "end", on: picker)
    expectScreens(with: picker, named: "hostile-naming")
  }

  @Test func overTheScreenOnlyTheBoxIsDrawn() async throws {
    let client = try await PlaylistsClients.withEmptyPlaylist()
    let screen = await loadedScreen(client)
    await press(.enter, on: screen)
    let picker = await openedPicker(client, songs: ["song-7"], describing: "Lanterns")
    expectScreens(of: screen, with: picker, named: "over-songs")

    for area in [Rect(x: 7, y: 3, width: 50, height: 12), Rect(x: 2, y: 1, width: 3, height: 2)] {
      var buffer = ScreenBuffer(width: 80, height: 24)
      buffer.fill(x: 0, y: 0, width: 80, height: 24, with: "x")
      picker.listHeight = PlaylistPickerView.listHeight(in: area)
      PlaylistPickerView(picker: picker).draw(in: &buffer, area: area)
      let outside = (0..<24).flatMap { y in
        (0..<80).filter { x in
          !(area.x..<area.maxX).contains(x) || !(area.y..<area.maxY).contains(y)
        }
        .map { x in buffer[x, y].character }
      }
      expectEqual(Set(outside), ["x"])
    }
  }
}
