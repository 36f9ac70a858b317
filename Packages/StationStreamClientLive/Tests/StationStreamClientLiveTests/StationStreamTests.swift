import Foundation
import HTTPTransport
import StationStreamClient
import StationStreamClientLive
import Testing

/// What the live client asks a station and how it reads the answer.
struct StationStreamTests {
  static let audio = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })

  @Test func asksTheStationsURLAloneAndHandsTheAudioOverInOrder() async throws {
    let log = RequestLog()
    let client = StationStreamClient.live(
      transport: log.transport { _ in Answer.audio(Self.audio) }, timeout: .seconds(7))
    let listen = Listen()
    let count = try await client.listen(Listen.station) { listen.receive($0) }
    #expect(count == 200_000)
    #expect(listen.bytes == Self.audio)
    let request = try #require(log.requests.first)
    #expect(log.requests.count == 1)
    #expect(request.method == .get)
    #expect(request.url == Listen.station)
    #expect(request.timeout == .seconds(7))
    #expect(request.headers == ["Accept": "audio/*, application/ogg, */*;q=0.1"])
  }

  @Test(arguments: ["audio/mpeg", "audio/aacp", "application/ogg", "application/octet-stream"])
  func audioOfAnyKindIsTaken(type: String) async throws {
    let client = StationStreamClient.live(
      transport: .fake { _ in Answer.audio(Data([1, 2, 3]), type: type) })
    #expect(try await client.listen(Listen.station) { _ in } == 3)
  }

  @Test func anAnswerWithNoTypeIsTakenAsAudio() async throws {
    let client = StationStreamClient.live(
      transport: .fake { _ in Answer.audio(Data([1, 2]), type: nil) })
    #expect(try await client.listen(Listen.station) { _ in } == 2)
  }

  @Test(arguments: [
    ("text/html; charset=UTF-8", "an HTML page"),
    ("audio/x-mpegurl", "a playlist file (audio/x-mpegurl)"),
    ("audio/x-scpls", "a playlist file (audio/x-scpls)"),
    ("application/json", "a document of type application/json"),
    ("text/plain", "a document of type text/plain"),
  ])
  func whatIsNotAudioIsRefusedAndNothingIsHandedOver(type: String, found: String) async {
    let client = StationStreamClient.live(
      transport: .fake { _ in Answer.audio(Data("not audio".utf8), type: type) })
    let listen = Listen()
    await #expect(throws: StationStreamError.notAudio(found: found)) {
      _ = try await client.listen(Listen.station) { listen.receive($0) }
    }
    #expect(listen.bytes.isEmpty)
  }

  @Test func aHostileMediaTypeIsShownCutAndWithoutControlCharacters() async {
    let type = "text/\u{1B}]0;evil\u{07}" + String(repeating: "x", count: 100)
    let client = StationStreamClient.live(
      transport: .fake { _ in Answer.audio(Data([1]), type: type) })
    let error = await #expect(throws: StationStreamError.self) {
      _ = try await client.listen(Listen.station) { _ in }
    }
    guard case .notAudio(let found)? = error else {
      Issue.record("expected notAudio, got \(String(describing: error))")
      return
    }
    #expect(!found.unicodeScalars.contains { $0.properties.generalCategory == .control })
    #expect(found.count < 90)
  }

  @Test(arguments: [404, 503])
  func anErrorStatusIsRefused(status: Int) async {
    let client = StationStreamClient.live(
      transport: .fake { _ in Answer.audio(Data([1]), status: status) })
    await #expect(throws: StationStreamError.httpStatus(status)) {
      _ = try await client.listen(Listen.station) { _ in }
    }
  }

  @Test(arguments: [
    ("ftp://radio.example.net/tide.mp3", "not an http or https URL"),
    ("file:///etc/passwd", "not an http or https URL"),
    ("http:///tide.mp3", "no host"),
    (
      "http://radio.example.net/" + String(repeating: "a", count: 2_000),
      "longer than 2000 characters"
    ),
  ])
  func anUnusableURLIsRefusedBeforeSending(text: String, reason: String) async throws {
    let log = RequestLog()
    let client = StationStreamClient.live(transport: log.transport { _ in Answer.audio(Data()) })
    let url = try #require(URL(string: text))
    await #expect(throws: StationStreamError.invalidURL(reason)) {
      _ = try await client.listen(url) { _ in }
    }
    #expect(log.requests.isEmpty)
  }

  @Test func aReceiverThatThrowsStopsTheStream() async {
    struct PlayerGone: Error {}
    let client = StationStreamClient.live(transport: .fake { _ in Answer.audio(Self.audio) })
    await #expect(throws: StationStreamError.cancelled) {
      _ = try await client.listen(Listen.station) { _ in throw PlayerGone() }
    }
  }
}
