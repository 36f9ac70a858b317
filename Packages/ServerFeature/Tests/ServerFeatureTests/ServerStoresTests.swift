import DependencyRegistryTesting
import Foundation
import MusicPresentation
import ServerFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct ServerStoresTests {
  @Test func theUserIsAskedByName() async throws {
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    let ada = User(
      username: "ada", email: "ada@example.org", roles: [.admin, .stream], folders: ["1"])
    client.getUser = { name in
      asked.record(name)
      return ada
    }
    let store = UserStore(client: client)
    await store.load("ada")
    expectEqual(store.state.value, ada)
    expectEqual(asked.values, ["ada"])
    let json = try UserJSON(ada).encoded()
    #expect(json.contains(#""admin" : true"#))
    #expect(json.contains(#""roles" : ["#))
  }

  @Test func aScanIsReadOrStartedAsAsked() async {
    let calls = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getScanStatus = {
      calls.record("status")
      return ScanStatus(scanning: false, count: 12)
    }
    client.startScan = {
      calls.record("start")
      return ScanStatus(scanning: true, count: 0)
    }
    let store = ScanStore(client: client)
    await store.load(ScanRequest())
    expectEqual(store.state.value, ScanStatus(scanning: false, count: 12))
    await store.load(ScanRequest(starts: true))
    expectEqual(store.state.value, ScanStatus(scanning: true, count: 0))
    expectEqual(calls.values, ["status", "start"])
  }

  @Test func nowPlayingIsMostRecentFirst() async {
    var client = SubsonicClient.unimplemented
    let old = NowPlayingEntry(
      song: Song(id: "s-1", title: "Old"), username: "bob", minutesAgo: 9, playerName: nil)
    let new = NowPlayingEntry(
      song: Song(id: "s-2", title: "New"), username: "ada", minutesAgo: 1, playerName: "mpv")
    client.getNowPlaying = { [old, new] }
    let store = NowPlayingStore(client: client)
    await store.load(NowPlayingRequest())
    expectEqual(store.state.value?.map(\.username), ["ada", "bob"])
  }

  @Test func nowPlayingShowsAnEmptyTitleAndArtistAsMissing() {
    let entry = NowPlayingEntry(
      song: Song(id: "s-3", title: "\u{1B}", artist: " "), username: "ada", minutesAgo: 2)
    expectEqual(
      CellTable.nowPlaying([entry]).rows,
      [["ada", "", "(no title)", "(unknown artist)", "2 min", "s-3"]])
  }
}
