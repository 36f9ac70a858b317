import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// `jukeboxControl` on the specification's example answers (its status, its playlist), the
/// parameters of each action, and what is refused before anything is sent.
struct OpenSubsonicJukeboxExampleTests {
  private typealias Example = OpenSubsonicExample

  @Test func theStatusOfEveryActionButGet() async throws {
    let status = try await Example.answer(.jukeboxControl) { try await $0.jukeboxControl(.start) }
    #expect(status == JukeboxStatus(currentIndex: 7, playing: true, gain: 0.9, positionSeconds: 67))
  }

  @Test func getHasThePlaylist() async throws {
    let status = try await Example.answer(.jukeboxControl, with: "jukeboxControl-playlist") {
      try await $0.jukeboxControl(.get)
    }
    #expect(status.currentIndex == 7 && status.playing && status.gain == 0.9)
    #expect(status.entries?.map(\.title) == ["Can I Help U?"])
    #expect(status.entries?.first?.id == "300000116")
  }

  @Test(arguments: [
    (JukeboxAction.get, ["action=get"]),
    (.status, ["action=status"]),
    (.set(["a", "b"]), ["action=set", "id=a", "id=b"]),
    (.add(["c"]), ["action=add", "id=c"]),
    (.skip(index: 0, offsetSeconds: 0), ["action=skip", "index=0", "offset=0"]),
    (.remove(index: 3), ["action=remove", "index=3"]),
    (.setGain(0.25), ["action=setGain", "gain=0.25"]),
    (.shuffle, ["action=shuffle"]),
    (.clear, ["action=clear"]),
    (.stop, ["action=stop"]),
  ])
  func eachActionSendsItsParameters(_ action: JukeboxAction, _ expected: [String]) async throws {
    let answer = try Example.response(action == .get ? "jukeboxControl-playlist" : "jukeboxControl")
    let (client, log) = Harness.client { _ in answer }
    _ = try await client.jukeboxControl(action)
    let sent = try #require(log.requests.first)
    let items = URLComponents(url: sent.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let own = items.filter { ["action", "id", "index", "offset", "gain"].contains($0.name) }
    #expect(own.map { "\($0.name)=\($0.value ?? "")" } == expected)
  }

  @Test(arguments: [
    JukeboxAction.skip(index: -1, offsetSeconds: 0), .skip(index: 0, offsetSeconds: -5),
    .remove(index: -1), .setGain(1.5), .setGain(-0.1), .setGain(.nan),
  ])
  func outOfRangeIsRefusedBeforeAnyRequest(_ action: JukeboxAction) async throws {
    let (client, log) = Harness.client { _ in HTTPResponse(statusCode: 500) }
    let error = await subsonicError { _ = try await client.jukeboxControl(action) }
    guard case .invalidArgument = error else {
      Issue.record("expected invalidArgument, got \(String(describing: error))")
      return
    }
    #expect(log.requests.isEmpty)
  }

  /// supysonic answers `currentIndex` -1 and no position when nothing plays; a gain out of
  /// range is unknown, not shown.
  @Test func nothingPlayingAndAnOddGain() async throws {
    let body = """
      {"subsonic-response":{"status":"ok","version":"1.10.2","jukeboxStatus":{
      "currentIndex":-1,"playing":false,"gain":7}}}
      """
    let (client, _) = Harness.client { _ in HTTPResponseStub.json(body) }
    #expect(try await client.jukeboxControl(.status) == JukeboxStatus())
  }
}
