import SubsonicClient

// The System and Browsing endpoints of the in-memory server.
extension PreviewState {
  /// The index heading of a name: its first letter after a leading "The ", or `#`.
  static func indexLetter(_ name: String) -> String {
    let sortName = name.hasPrefix("The ") ? String(name.dropFirst(4)) : name
    guard let first = sortName.uppercased().first, first.isASCII, first.isLetter else {
      return "#"
    }
    return String(first)
  }

  static func sortName(_ name: String) -> String {
    (name.hasPrefix("The ") ? String(name.dropFirst(4)) : name).lowercased()
  }

  func artistIndexes() -> [ArtistIndex] {
    let sorted = Catalog.artists.sorted { Self.sortName($0.name) < Self.sortName($1.name) }
    let letters = Array(Set(sorted.map { Self.indexLetter($0.name) })).sorted()
    return letters.map { letter in
      ArtistIndex(
        name: letter,
        artists: sorted.filter { Self.indexLetter($0.name) == letter }.map {
          artist($0, withAlbums: false)
        }
      )
    }
  }

  func directoryIndexes() -> [DirectoryIndex] {
    artistIndexes().map { index in
      DirectoryIndex(
        name: index.name,
        directories: index.artists.map {
          DirectorySummary(
            id: DirectoryID("dir-\($0.id.rawValue)"), name: $0.name, starred: $0.starred)
        }
      )
    }
  }

  func directory(_ id: DirectoryID) throws(SubsonicError) -> Directory {
    if let artist = Catalog.artists.first(where: { "dir-\($0.id.rawValue)" == id.rawValue }) {
      let albums = Catalog.albums.filter { $0.artistID == artist.id }.sorted { $0.year < $1.year }
      return Directory(
        id: id,
        name: artist.name,
        starred: starredArtists[artist.id],
        children: albums.map {
          .directory(
            DirectorySummary(
              id: DirectoryID("dir-\($0.id.rawValue)"),
              name: $0.name,
              parent: id,
              coverArt: Self.coverArt($0.id),
              starred: starredAlbums[$0.id]
            )
          )
        }
      )
    }
    if let album = Catalog.albums.first(where: { "dir-\($0.id.rawValue)" == id.rawValue }) {
      return Directory(
        id: id,
        name: album.name,
        parent: DirectoryID("dir-\(album.artistID.rawValue)"),
        starred: starredAlbums[album.id],
        children: songRecords(of: album.id).map { .song(song($0)) }
      )
    }
    throw Self.notFound("Directory")
  }

  func genres() -> [Genre] {
    let names = Array(Set(Catalog.albums.map(\.genre))).sorted()
    return names.map { name in
      let albums = Catalog.albums.filter { $0.genre == name }
      let songs = Catalog.songs.filter { song in albums.contains { $0.id == song.albumID } }
      return Genre(name: name, songCount: songs.count, albumCount: albums.count)
    }
  }

  func artistInfo(_ id: ArtistID, similarCount: Int?) throws(SubsonicError) -> ArtistInfo {
    let record = try artistRecord(id)
    let others = Catalog.artists.filter { $0.id != id }
    return ArtistInfo(
      biography: record.biography,
      similarArtists: others.prefix(max(0, similarCount ?? 20)).map {
        artist($0, withAlbums: false)
      }
    )
  }

  /// Notes made from the album's own fields (the catalog keeps no notes).
  func albumInfo(_ id: AlbumID) throws(SubsonicError) -> AlbumInfo {
    let record = try albumRecord(id)
    let artist = Catalog.artists.first { $0.id == record.artistID }?.name ?? "an unknown artist"
    return AlbumInfo(notes: "\(record.name): \(record.genre) by \(artist), \(record.year).")
  }

  func similarSongs(_ id: ArtistID, count: Int?) throws(SubsonicError) -> [Song] {
    _ = try artistRecord(id)
    let own = Catalog.songs.filter { artistID(of: $0) == id }
    let others = Catalog.songs.filter { artistID(of: $0) != id }
    return (own + others).prefix(max(0, count ?? 50)).map(song)
  }

  /// By name, case ignored (none for a name it does not know); by id, an unknown id is
  /// error 70.
  func topSongs(_ asked: TopSongsArtist, count: Int?) throws(SubsonicError) -> [Song] {
    let artist: Catalog.ArtistRecord
    switch asked {
    case .id(let id):
      artist = try artistRecord(id)
    case .name(let name):
      guard let named = Catalog.artists.first(where: { $0.name.lowercased() == name.lowercased() })
      else { return [] }
      artist = named
    }
    let songs = Catalog.songs.enumerated().filter { artistID(of: $0.element) == artist.id }
    let ranked = songs.sorted {
      let (left, right) = (playCounts[$0.element.id] ?? 0, playCounts[$1.element.id] ?? 0)
      return left != right ? left > right : $0.offset < $1.offset
    }
    return ranked.prefix(max(0, count ?? 50)).map { song($0.element) }
  }

  func artistID(of song: Catalog.SongRecord) -> ArtistID {
    Catalog.albums.first { $0.id == song.albumID }!.artistID
  }
}
