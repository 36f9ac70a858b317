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

  @Test func idsCompareAndPrintAsTheirRawString() {
    #expect(SongID("3f1c-uuid").description == "3f1c-uuid")
    #expect(SongID("a") < SongID("b"))
    #expect([AlbumID("10"), AlbumID("9")].sorted() == ["10", "9"])
  }
}
