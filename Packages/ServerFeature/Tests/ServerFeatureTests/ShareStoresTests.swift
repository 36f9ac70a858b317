import DependencyRegistryTesting
import Foundation
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The share stores, and the expiry dates a person writes.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct ShareStoresTests {
  @Test func aShareIsMadeListedChangedAndDeleted() async {
    let client = SubsonicClient.inMemory()
    let edit = ShareEditStore(client: client)
    await edit.load(.create([.song("song-3")], description: "x", expires: nil))
    #expect(edit.state.value?.share?.id == "share-1")
    await edit.load(.update("share-1", ShareUpdate(description: "y")))
    #expect(edit.state.value?.share?.description == "y")
    let list = SharesStore(client: client)
    await list.load(SharesRequest())
    #expect(list.state.value?.map(\.description) == ["y"])
    await edit.load(.delete("share-1"))
    #expect(edit.state.value?.share?.id == "share-1")
    await list.load(SharesRequest())
    #expect(list.state.value == [])
  }

  @Test func anUnknownShareIsRefusedBeforeAnyWrite() async {
    var client = SubsonicClient.unimplemented
    client.getShares = { [PreviewValues.share] }
    let edit = ShareEditStore(client: client)
    await edit.load(.delete("share-9"))
    #expect(edit.state.failure == .itemNotFound(kind: "share", item: "share-9"))
    await edit.load(.update("share-1", ShareUpdate()))
    #expect(edit.state.failure != nil)
    await edit.load(.create([], description: nil, expires: nil))
    #expect(edit.state.failure != nil)
  }

  @Test(arguments: [
    ("2030-01-31", 1_896_048_000.0), ("2030-01-31T18:00", 1_896_112_800),
    ("2030-01-31T18:00:30Z", 1_896_112_830), ("2028-02-29", 1_835_395_200),
  ])
  func expiryDatesAreUTC(_ text: String, _ seconds: Double) {
    #expect(ShareExpiryText.date(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    "", "never", "2030-02-30", "2029-02-29", "2030-1-31", "1969-12-31", "2030-01-31T24:00",
    "2030-01-31T18", "2030-01-31T18:00+01:00", "2030-01-31 18:00", "٢٠٣٠-01-31", "2030-01-31ZZ",
  ])
  func otherTextIsNoDate(_ text: String) {
    #expect(ShareExpiryText.date(text) == nil)
  }
}
