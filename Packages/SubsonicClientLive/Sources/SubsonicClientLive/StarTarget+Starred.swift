import SubsonicClient

extension StarTarget {
  /// The songs, albums and artists of this target that are not in `starred`.
  func notStarred(in starred: Starred) -> StarTarget {
    filtered(by: StarredIDs(starred), keepingStarred: false)
  }

  /// The songs, albums and artists of this target that are in `starred`.
  func starred(in starred: Starred) -> StarTarget {
    filtered(by: StarredIDs(starred), keepingStarred: true)
  }

  /// The items of this target that are starred (`keepingStarred`) or are not.
  private func filtered(by ids: StarredIDs, keepingStarred: Bool) -> StarTarget {
    StarTarget(
      songs: songs.filter { ids.songs.contains($0) == keepingStarred },
      albums: albums.filter { ids.albums.contains($0) == keepingStarred },
      artists: artists.filter { ids.artists.contains($0) == keepingStarred })
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
