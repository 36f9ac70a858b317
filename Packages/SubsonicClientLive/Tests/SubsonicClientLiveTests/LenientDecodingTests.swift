import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// What real servers send instead of what the specification says.
struct LenientDecodingTests {
  @Test func songWithFloatsForIntegersNumericIdsNullsAndStringNumbers() async throws {
    let song = try await Harness.client(answering: "lenient-song.json").0.getSong("7")
    #expect(song.id == "7")  // a number
    #expect(song.title == "1984")  // a number where a string is expected
    #expect(song.album == nil)  // null
    #expect(song.albumID == "12")
    #expect(song.artistID == nil)
    #expect(song.track == 3)  // "3"
    #expect(song.discNumber == 2)  // 2.0
    #expect(song.year == nil)
    #expect(song.duration == 13)  // 12.6, rounded
    #expect(song.size == 3_000_000_000)  // 3.0E9, beyond 32 bits
    #expect(song.bitRate == 320)  // "320"
    #expect(song.coverArt == nil)  // ""
    #expect(song.userRating == nil)  // 0 means not rated
    #expect(song.averageRating == 4.0)  // an integer where a float is expected
    #expect(song.playCount == nil)
    // "2026-11-21T05:18:40.892598+02:00"
    let starred = try #require(song.starred)
    #expect(abs(starred.timeIntervalSince1970 - 1_795_231_120.892598) < 0.000_01)
  }

  @Test func albumSongsAreSortedByDiscThenTrackWithUnnumberedLast() async throws {
    let album = try await Harness.client(answering: "getAlbum-out-of-order.json").0.getAlbum("al-2")
    #expect(album.songs.map(\.id) == ["s-1", "s-2", "s-x", "s-4", "s-5"])
    #expect(album.songCount == 5)  // missing: the songs listed
    #expect(album.duration == 5)  // 5.0
  }

  @Test func singleObjectWhereAListIsExpected() async throws {
    let playlists = try await Harness.client(answering: "single-object-lists.json").0
      .getPlaylists(nil)
    #expect(
      playlists == [
        Playlist(id: "pl-1", name: "Only one", isPublic: true, songCount: 2, duration: 3)
      ])
  }

  @Test(arguments: [
    ("2026-11-21T04:24:34", 1_795_235_074.0),
    ("2026-11-21T04:24:34Z", 1_795_235_074.0),
    ("2026-11-21T05:06:10.892598", 1_795_237_570.892598),
    ("2026-11-21T06:24:34.5+02:00", 1_795_235_074.5),
    ("2026-11-20T23:24:34-0500", 1_795_235_074.0),
    ("2026-11-21T07:24:34+03", 1_795_235_074.0),
    ("2026-11-21 04:24:34", 1_795_235_074.0),
    ("2026-11-21T04:24", 1_795_235_040.0),
    ("2026-11-21", 1_795_219_200.0),
    ("2024-02-29T00:00:00", 1_709_164_800.0),
  ])
  func datesWithOrWithoutZoneAndFraction(text: String, seconds: Double) throws {
    let date = try #require(SubsonicDate.date(from: text))
    #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_01)
  }

  @Test(arguments: [
    "", "yesterday", "2026-13-01", "2026-02-30", "2026-11-21T25:00:00", "2026-11-21T04:24:34+",
    "2026-11-21T04:24:34.", "2026-11-21T04:24:34 junk", "1795235074",
  ])
  func notADate(text: String) {
    #expect(SubsonicDate.date(from: text) == nil)
  }

  @Test func accessorsReadEachTypeLeniently() throws {
    let json = try JSONParser().parse(
      Data(
        #"{"i":"42","f":2.5,"n":null,"b":"true","one":1,"list":{"x":1},"empty":{},"arr":[{"x":1},7,{"x":2}]}"#
          .utf8))
    guard case .object(let fields) = json else {
      Issue.record("not an object")
      return
    }
    let object = WireObject(fields, path: "")
    #expect(object.int("i") == 42)
    #expect(object.double("i") == 42)
    #expect(object.int("f") == 3)
    #expect(object.string("f") == "2.5")
    #expect(object.string("n") == nil)
    #expect(object.int("missing") == nil)
    #expect(object.bool("b") == true)
    #expect(object.bool("one") == true)
    #expect(object.objects("list").count == 1)
    #expect(object.objects("empty").isEmpty)
    #expect(object.objects("n").isEmpty)
    #expect(object.objects("arr").map { $0.int("x") } == [1, 2])
    #expect(object.objects("arr").map(\.path) == ["arr[0]", "arr[2]"])
  }

  @Test func aMissingRequiredFieldNamesItsPath() async throws {
    let body =
      #"{"subsonic-response":{"status":"ok","version":"1.16.1","album":{"id":"a","name":"A","song":[{"id":"s1","title":"x"},{"title":"no id"}]}}}"#
    let (client, _) = Harness.client { _ in
      HTTPResponseStub.json(body)
    }
    let error = await subsonicError { _ = try await client.getAlbum("a") }
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 200,
          found: "a Subsonic answer without the expected data (no album.song[1].id)"))
  }

  @Test func aMissingPayloadIsAnUnexpectedResponse() async throws {
    let error = await subsonicError {
      _ = try await Harness.client(answering: "ping.json").0.getAlbum("a")
    }
    #expect(
      error
        == .unexpectedResponse(
          statusCode: 200, found: "a Subsonic answer without the expected data (no album)"))
  }
}
