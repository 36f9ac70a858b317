import Foundation
import SubsonicClient

// The list and search endpoints of the in-memory server.
extension PreviewState {
  static func page<Element>(_ items: [Element], count: Int, offset: Int) -> [Element] {
    Array(items.dropFirst(max(0, offset)).prefix(min(500, max(0, count))))
  }

  mutating func albumList(_ type: AlbumListType, size: Int, offset: Int) -> [Album] {
    let all = Catalog.albums.map { album($0, withSongs: false) }
    let byName: (Album, Album) -> Bool = { $0.name.lowercased() < $1.name.lowercased() }
    var list: [Album]
    switch type {
    case .random:
      list = all.shuffled(using: &random)
    case .newest:
      list = all.sorted { ($0.created ?? .distantPast) > ($1.created ?? .distantPast) }
    case .highest:
      let rated = all.compactMap { album in albumRating(album.id).map { (album, $0) } }
      list = rated.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : byName($0.0, $1.0) }.map(\.0)
    case .frequent:
      list = all.filter { ($0.playCount ?? 0) > 0 }.sorted {
        $0.playCount != $1.playCount ? ($0.playCount ?? 0) > ($1.playCount ?? 0) : byName($0, $1)
      }
    case .recent:
      let played = all.compactMap { album in lastPlayed(album.id).map { (album, $0) } }
      list = played.sorted { $0.1 > $1.1 }.map(\.0)
    case .alphabeticalByName:
      list = all.sorted(by: byName)
    case .alphabeticalByArtist:
      list = all.sorted {
        let (left, right) = (Self.sortName($0.artist ?? ""), Self.sortName($1.artist ?? ""))
        return left != right ? left < right : byName($0, $1)
      }
    case .starred:
      list = all.filter { $0.starred != nil }.sorted(by: byName)
    case .byYear(let from, let to):
      let years = min(from, to)...max(from, to)
      list = all.filter { years.contains($0.year ?? -1) }.sorted {
        $0.year != $1.year ? (($0.year ?? 0) < ($1.year ?? 0)) == (from <= to) : byName($0, $1)
      }
    case .byGenre(let genre):
      list = all.filter { $0.genre?.lowercased() == genre.lowercased() }.sorted(by: byName)
    }
    return Self.page(list, count: size, offset: offset)
  }

  /// The mean of the user's ratings of the album's songs; `nil` when none is rated.
  func albumRating(_ id: AlbumID) -> Double? {
    let values = songRecords(of: id).compactMap { ratings[$0.id] }
    return values.isEmpty ? nil : Double(values.reduce(0, +)) / Double(values.count)
  }

  func lastPlayed(_ id: AlbumID) -> Date? {
    songRecords(of: id).compactMap { lastPlayed[$0.id] }.max()
  }

  mutating func randomSongs(_ filter: RandomSongsFilter) throws(SubsonicError) -> [Song] {
    try checkFolder(filter.musicFolderID)
    let matching = Catalog.songs.map(song).filter { song in
      (filter.genre.map { $0.lowercased() == song.genre?.lowercased() } ?? true)
        && (filter.fromYear.map { (song.year ?? .min) >= $0 } ?? true)
        && (filter.toYear.map { (song.year ?? .max) <= $0 } ?? true)
    }
    return Self.page(matching.shuffled(using: &random), count: filter.size, offset: 0)
  }

  func songsByGenre(_ genre: GenreName, count: Int, offset: Int) -> [Song] {
    let matching = Catalog.songs.map(song).filter { $0.genre?.lowercased() == genre.lowercased() }
    return Self.page(matching, count: count, offset: offset)
  }

  func nowPlayingEntries(now: Date) -> [NowPlayingEntry] {
    nowPlaying.sorted { $0.key < $1.key }.map { username, record in
      NowPlayingEntry(
        song: song(Catalog.songs.first { $0.id == record.songID }!),
        username: username,
        minutesAgo: max(0, now.timeIntervalSince(record.started)) / 60,
        playerName: record.playerName
      )
    }
  }

  func starred() -> Starred {
    Starred(
      artists: Catalog.artists.filter { starredArtists[$0.id] != nil }.map {
        artist($0, withAlbums: false)
      },
      albums: Catalog.albums.filter { starredAlbums[$0.id] != nil }.map {
        album($0, withSongs: false)
      },
      songs: Catalog.songs.filter { starredSongs[$0.id] != nil }.map(song)
    )
  }

  // MARK: Searching

  func search(_ query: SearchQuery) throws(SubsonicError) -> SearchResult {
    try checkFolder(query.musicFolderID)
    let text = query.text.trimmingCharacters(in: .whitespaces).lowercased()
    func matches(_ name: String) -> Bool { text.isEmpty || name.lowercased().contains(text) }
    let artists = Catalog.artists.filter { matches($0.name) }.map { artist($0, withAlbums: false) }
    let albums = Catalog.albums.filter { matches($0.name) }.map { album($0, withSongs: false) }
    let songs = Catalog.songs.filter { matches($0.title) }.map(song)
    return SearchResult(
      artists: Self.page(artists, count: query.artistCount, offset: query.artistOffset),
      albums: Self.page(albums, count: query.albumCount, offset: query.albumOffset),
      songs: Self.page(songs, count: query.songCount, offset: query.songOffset)
    )
  }
}
