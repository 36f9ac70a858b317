import DependencyRegistryTesting
import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// `getArtists` parses its answer keeping only ``ArtistIndex/wireNames`` (and the envelope's):
/// on many generated answers, with every member the API and servers give an artist (in the
/// lenient spellings the client accepts), unknown members and broken artists, it reads the same
/// artists, or fails alike, as a read of the whole tree.
struct ArtistsKeptNamesTests {
  @Test func artistsEqualThoseReadFromTheWholeTree() async throws {
    var random = SeededGenerator(seed: 0xA47)
    var failures = 0
    for round in 0..<150 {
      let text = Self.answer(&random)
      let (client, _) = Harness.client { _ in HTTPResponseStub.json(text) }
      let whole = try Self.readWhole(text)
      do {
        let kept = try await client.getArtists(nil)
        #expect(kept == whole, "answer \(round): \(text)")
      } catch {
        failures += 1
        #expect(
          whole == nil, "answer \(round) failed (\(error)) where the whole tree read: \(text)")
      }
    }
    // Both outcomes come up: answers read and answers refused (an artist without an id or name).
    #expect((10..<140).contains(failures), "\(failures) of 150 generated answers failed")
  }

  @Test func anErrorEnvelopeReadsTheSameWithKeptNames() async {
    let text = #"""
      {"subsonic-response":{"status":"failed","version":"1.16.1","type":"x",
      "error":{"code":50,"message":"Not allowed","helpUrl":"https://x.invalid"}}}
      """#
    let (client, _) = Harness.client { _ in HTTPResponseStub.json(text) }
    let error = await subsonicError { _ = try await client.getArtists(nil) }
    #expect(error == .api(SubsonicAPIError(code: .notAuthorized, message: "Not allowed")))
  }

  /// The artists of `text` read from its whole tree, as before kept names; `nil` when that
  /// read fails.
  private static func readWhole(_ text: String) throws -> [ArtistIndex]? {
    guard case .object(let root) = try JSONParser().parse(Data(text.utf8)),
      case .object(let fields)? = root["subsonic-response"]
    else { return nil }
    return try? WireObject(fields, path: "").section("artists").list(
      "index", ArtistIndex.init(wire:))
  }

  /// A getArtists answer: a few indexes of artists with random members.
  private static func answer(_ random: inout SeededGenerator) -> String {
    let indexes = (0..<Int.random(in: 0...3, using: &random)).map { letter in
      let artists = (0..<Int.random(in: 0...4, using: &random)).map { _ in artist(&random) }
      let list =
        artists.count == 1 && Bool.random(using: &random)
        ? artists[0] : "[" + artists.joined(separator: ",") + "]"
      return #"{"name":"\#(letter)","artist":\#(list)}"#
    }
    return #"""
      {"subsonic-response":{"status":"ok","version":"1.16.1","type":"navidrome",
      "serverVersion":"0.53","openSubsonic":true,"artists":{"ignoredArticles":"The El La",
      "lastModified":1700000000,"index":[\#(indexes.joined(separator: ","))]}}}
      """#
  }

  /// One artist object: each member the API defines for an index's artist (`ArtistID3`: no
  /// albums) present or not, in one of its spellings.
  private static func artist(_ random: inout SeededGenerator) -> String {
    let choices: [(String, [String])] = [
      ("id", [#""ar-1""#, "17", #""""#, "null", #""9PROr55oFJw7ar000001C9""#]),
      ("name", [#""Aurora Tones""#, #""北京の旅 ❤️""#, #""""#, "null", "3"]),
      ("albumCount", ["2", #""5""#, "0", "-1", "2.5", "null", #""many""#]),
      ("coverArt", [#""ar-1_0""#, #""""#, "12", "null"]),
      ("starred", [#""2026-11-21T05:18:20Z""#, #""2026-11-21T05:18:20.123+01:00""#, #""soon""#]),
      ("artistImageUrl", [#""https://images.invalid/a.jpg""#, #""""#]),
      ("musicBrainzId", [#""""#, #""5b11f4ce-a62d-471e-81fc-a69a8278c7da""#]),
      ("sortName", [#""aurora tones""#]),
      ("roles", [#"["albumartist","artist"]"#, "[]"]),
      ("userRating", ["4"]),
      ("x-unknown", [#"{"nested":[1,{"id":"no"}]}"#, "true"]),
    ]
    var members = choices.compactMap { name, values -> String? in
      let required = name == "id" || name == "name"
      guard required ? Int.random(in: 0..<20, using: &random) > 0 : Bool.random(using: &random)
      else { return nil }
      let value = values[Int.random(in: 0..<values.count, using: &random)]
      return "\"\(name)\":\(value)"
    }
    members.shuffle(using: &random)
    return "{" + members.joined(separator: ",") + "}"
  }
}
