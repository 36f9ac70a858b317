import Foundation
import HTTPTransport
import SubsonicClient
import Testing

/// Numbers a server sends may be anything JSON can write: none may crash the client or anything
/// that adds, multiplies or converts them later. Integers beyond ±(2^53 - 1) are absent, ratings
/// outside their range are absent, sums stop at `Int.max`, and a number beyond a Double's range
/// makes the answer malformed (one line), never a crash.
struct ExtremeNumberTests {
  /// Extreme numbers as JSON text: past Int64, at its edges, past Double, tiny, negative.
  static let extremes = [
    "1e19", "-1e19", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "9007199254740992", "6e18", "1.7976931348623157e308", "1e400", "-1e400", "5e-324", "-1",
    "\"99999999999999999999\"", "\"-1e300\"", "\"nan\"", "\"inf\"", "0.5", "-0",
  ]
  static let integerFields = [
    "track", "discNumber", "year", "duration", "size", "bitRate", "userRating", "playCount",
  ]

  private static func songAnswer(_ field: String, _ number: String) -> HTTPResponse {
    HTTPResponseStub.json(
      #"{"subsonic-response":{"status":"ok","version":"1.16.1","song":{"id":"s","title":"T","\#(field)":\#(number)}}}"#
    )
  }

  @Test func everyNumericFieldOfASongTakesEveryExtreme() async throws {
    let limit = 9_007_199_254_740_991
    for field in Self.integerFields + ["averageRating"] {
      for number in Self.extremes {
        let (client, _) = Harness.client { _ in Self.songAnswer(field, number) }
        let song: Song
        do {
          song = try await client.getSong("s")
        } catch {
          // Refused with the usual one line (a number JSON can write but a Double cannot hold).
          #expect(number.contains("e400"), "\(field) = \(number): \(error)")
          continue
        }
        let integers = [
          song.track, song.discNumber, song.year, song.duration, song.bitRate,
          song.userRating, song.playCount, song.size.map(Int.init),
        ].compactMap { $0 }
        #expect(integers.allSatisfy { abs($0) <= limit }, "\(field) = \(number)")
        if let rating = song.averageRating {
          #expect((0...5).contains(rating), "averageRating = \(number)")
        }
      }
    }
  }

  @Test func aPlaylistsSummedDurationStopsAtIntMax() async throws {
    for (count, each, expected) in [
      (1_000, 6_000_000_000_000_000, 6_000_000_000_000_000_000),
      (2_000, 6_000_000_000_000_000, Int.max),
      (3, -5, 0),
    ] {
      let entries = (0..<count).map { #"{"id":"e\#($0)","title":"t","duration":\#(each)}"# }
      let body =
        #"{"subsonic-response":{"status":"ok","playlist":{"id":"p","name":"P","entry":["#
        + entries.joined(separator: ",") + "]}}}"
      let (client, _) = Harness.client { _ in HTTPResponseStub.json(body) }
      let playlist = try await client.getPlaylist("p")
      #expect(playlist.duration == expected, "\(count) entries of \(each) s")
    }
  }
}
