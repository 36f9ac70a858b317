import Foundation
import SubsonicClient
import Testing

struct IdentifierTests {
  // These two overloads only compile because ArtistID and AlbumID are different types; were
  // they the same, this would be an invalid redeclaration. Likewise `kind(of: SongID(...))`
  // does not compile: an id of one kind cannot be passed where another is expected.
  private func kind(of id: ArtistID) -> String { "artist \(id)" }
  private func kind(of id: AlbumID) -> String { "album \(id)" }

  @Test func idsOfDifferentKindsAreDifferentTypes() {
    let artist: ArtistID = "42"
    let album: AlbumID = "42"
    #expect(kind(of: artist) == "artist 42")
    #expect(kind(of: album) == "album 42")
    #expect(artist.rawValue == album.rawValue)
    #expect(ObjectIdentifier(ArtistID.self) != ObjectIdentifier(AlbumID.self))
    #expect(ObjectIdentifier(SongID.self) != ObjectIdentifier(PlaylistID.self))
  }

  @Test func encodesAndDecodesAsAPlainString() throws {
    let id = SongID("3f1c-uuid")
    let encoded = try JSONEncoder().encode(["id": id])
    #expect(String(decoding: encoded, as: UTF8.self) == #"{"id":"3f1c-uuid"}"#)
    let decoded = try JSONDecoder().decode([SongID].self, from: Data(#"["a","b"]"#.utf8))
    #expect(decoded == ["a", "b"])
    #expect(decoded[1].description == "b")
  }

  @Test func rejectsANumberWhereAnIdStringIsExpected() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([MusicFolderID].self, from: Data("[1]".utf8))
    }
  }

  @Test func idsInModelsEncodeAsStrings() throws {
    let song = Song(id: "song-1", title: "First Light", albumID: "album-1", coverArt: "c-1")
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(song)) as? [String: Any])
    #expect(object["id"] as? String == "song-1")
    #expect(object["albumID"] as? String == "album-1")
    #expect(object["coverArt"] as? String == "c-1")
  }
}
