import DependencyRegistryTesting
import Foundation
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// Loopback is decided by the address a host stands for: every spelling the system's resolver
/// accepts for an address in 127.0.0.0/8 is loopback, and no spelling of another address is. The
/// same rule guards the password and the API key.
struct LoopbackSpellingTests {
  /// Every inet_aton spelling of `a.b.c.d`, and its IPv4-mapped IPv6 forms.
  static func spellings(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> [String] {
    let whole = a << 24 | b << 16 | c << 8 | d
    let hex = { (value: UInt32) in "0x" + String(value, radix: 16) }
    let octal = { (value: UInt32) in "0" + String(value, radix: 8) }
    return [
      "\(a).\(b).\(c).\(d)", "\(a).\(b).\(c << 8 | d)", "\(a).\(b << 16 | c << 8 | d)", "\(whole)",
      hex(whole), "0X" + String(whole, radix: 16, uppercase: true), octal(whole),
      [a, b, c, d].map(hex).joined(separator: "."), [a, b, c, d].map(octal).joined(separator: "."),
      "\(hex(a)).\(octal(b)).\(c).\(d)", "\(a).\(b).\(c).\(d).",
      "::ffff:\(a).\(b).\(c).\(d)", "[::ffff:\(a).\(b).\(c).\(d)]",
    ]
  }

  @Test func everySpellingOfAnAddressIsJudgedByTheAddress() {
    var generator = SeededGenerator(seed: 400)
    for round in 0..<400 {
      let first: UInt32 =
        round.isMultiple(of: 2)
        ? 127
        : [0, 1, 10, 126, 128, 192, 255, UInt32.random(in: 0...255, using: &generator)]
          .randomElement(using: &generator) ?? 1
      let rest = (0..<3).map { _ in UInt32.random(in: 0...255, using: &generator) }
      for spelled in Self.spellings(first, rest[0], rest[1], rest[2]) {
        #expect(LoopbackAddress.contains(spelled) == (first == 127), "\(spelled)")
      }
    }
  }

  @Test(arguments: [
    "127.0.65536", "127.0.0.256", "4294967296", "0x1_7f", "127.0.0.08", "127..1", ".127.0.0.1",
    "127.0.0.1..", "0x7f.0x100.0.1", "１２７.0.0.1", "127.0.0.1 ", " 127.1", "127.+0.0.1", "0x+7f.1",
    "-127.1",
  ])
  func malformedAddressesAreNotLoopback(host: String) {
    #expect(!LoopbackAddress.contains(host))
  }

  @Test func anAPIKeyIsNeverSentOverPlainHTTPToARemoteHost() async throws {
    let (client, log) = Harness.client(
      server: Harness.plainRemote, credentials: .apiKey(Secret.apiKey)
    ) { _ in HTTPResponseStub.json(#"{"subsonic-response":{"status":"ok"}}"#) }
    let error = await subsonicError { _ = try await client.ping() }
    #expect(error == .insecurePasswordAuthentication(host: "music.example.org"))
    #expect(log.count == 0, "nothing was sent")
  }

  @Test(arguments: [
    "http://127.1:4040", "http://2130706433", "http://0x7f.1", "https://music.example.org",
  ])
  func anAPIKeyGoesWhereThePasswordWould(address: String) async throws {
    let (client, log) = Harness.client(
      server: try SubsonicServer(string: address), credentials: .apiKey(Secret.apiKey)
    ) { _ in HTTPResponseStub.json(#"{"subsonic-response":{"status":"ok"}}"#) }
    _ = try await client.ping()
    #expect(log.requests.map { SentRequest(request: $0).value("apiKey") } == [Secret.apiKey])
  }
}
