import SubsonicClient

extension StarTarget {
  /// The songs, albums and artists of this target that are not in `starred`.
  func notStarred(in starred: Starred) -> StarTarget {
    let ids = StarredIDs(starred)
    return StarTarget(
      songs: songs.filter { !ids.songs.contains($0) },
      albums: albums.filter { !ids.albums.contains($0) },
      artists: artists.filter { !ids.artists.contains($0) })
  }

  /// The songs, albums and artists of this target that are in `starred`.
  func starred(in starred: Starred) -> StarTarget {
    let ids = StarredIDs(starred)
    return StarTarget(
      songs: songs.filter { ids.songs.contains($0) },
      albums: albums.filter { ids.albums.contains($0) },
      artists: artists.filter { ids.artists.contains($0) })
  }
}

/// The ids of what is starred, for lookups.
private struct StarredIDs {
  let songs: Set<SongID>
  let albums: Set<AlbumID>
  let artists: Set<ArtistID>

  init(_ starred: Starred) {
    songs = Set(starred.songs.map(\.id))
    albums = Set(starred.albums.map(\.id))
    artists = Set(starred.artists.map(\.id))
  }
}
