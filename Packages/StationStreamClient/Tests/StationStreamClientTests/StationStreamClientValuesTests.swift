import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import StationStreamClient
import Synchronization
import Testing

@Suite(.dependencies)
struct StationStreamClientValuesTests {
  static let station = URL(string: "http://radio.example.net/tide.mp3")!

  /// What a client hands over, collected.
  final class Received: Sendable {
    private let chunks = Mutex<[Data]>([])
    var all: [Data] { chunks.withLock { $0 } }
    func add(_ chunk: Data) { chunks.withLock { $0.append(chunk) } }
  }

  @Test func testValueFailsTheTestNamingTheEndpoint() async {
    let client = DependencyValues.current.stationStreamClient
    await withKnownIssue {
      await #expect(throws: UnimplementedEndpoint(endpoint: "StationStreamClient.listen")) {
        _ = try await client.listen(Self.station) { _ in }
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("StationStreamClient.listen is unimplemented")
      }
    }
  }

  @Test func previewSendsTheSameChunksEveryTime() async throws {
    for _ in 0..<2 {
      let received = Received()
      let count = try await StationStreamClient.preview.listen(Self.station) { received.add($0) }
      #expect(received.all == StationStreamClient.previewChunks)
      #expect(count == 16_384)
    }
  }

  @Test func previewContextReadsThePreviewValue() async throws {
    let values = DependencyValues(context: .preview)
    #expect(try await values.stationStreamClient.listen(Self.station) { _ in } == 16_384)
    #expect(!values.isSet(StationStreamClientKey.self))
  }

  @Test func aReceiverThatThrowsStopsTheStream() async {
    struct Full: Error {}
    let client = StationStreamClient.sending([Data([1]), Data([2])])
    await #expect(throws: StationStreamError.cancelled) {
      _ = try await client.listen(Self.station) { _ in throw Full() }
    }
  }

  @Test func buildersFail() async {
    await #expect(throws: StationStreamError.httpStatus(503)) {
      _ = try await StationStreamClient.failing(.httpStatus(503)).listen(Self.station) { _ in }
    }
    let offline = StationStreamError.unreachable("preview: the network is switched off")
    await #expect(throws: offline) {
      _ = try await StationStreamClient.previewFailing.listen(Self.station) { _ in }
    }
  }

  @Test func wrappingKeepsItsOwnErrorsAndNamesAnyOther() {
    struct BrokenClientError: Error {}
    #expect(StationStreamError.wrapping(StationStreamError.httpStatus(503)) == .httpStatus(503))
    #expect(StationStreamError.wrapping(CancellationError()) == .cancelled)
    guard case .unreachable(let reason) = StationStreamError.wrapping(BrokenClientError()) else {
      Issue.record("expected an unreachable error")
      return
    }
    #expect(reason.contains("BrokenClientError"))
  }

  @Test func descriptionsNameTheStationAndTheCauseOnOneLine() {
    #expect(StationStreamError.httpStatus(404).description == "the station answered HTTP 404")
    #expect(
      StationStreamError.timedOut(seconds: 7.5).description
        == "the station sent no audio for 7.5 s (raise it with --timeout)")
    #expect(
      StationStreamError.notAudio(found: "an HTML page").description
        == "the station answered an HTML page, not audio")
    #expect(
      StationStreamError.unreachable("line\nbreak").description
        == "the station is unreachable: line break")
  }
}
