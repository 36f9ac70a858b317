import Foundation
import Locking

/// The preview's in-memory server: the catalog plus everything written to it, behind a mutex.
final class PreviewLibrary: Sendable {
  private let state: Locked<PreviewState>

  init(now: Date = Date()) {
    state = Locked(PreviewState(now: now))
  }

  /// Runs `body` on the state, alone.
  func withState<Result: Sendable>(
    _ body: (inout PreviewState) throws(SubsonicError) -> Result
  ) throws(SubsonicError) -> Result {
    try state.withLock { (state) throws(SubsonicError) -> Result in try body(&state) }
  }

  /// Writes the file of `id` (original, or "transcoded" when `format` names another format) to
  /// `destination` in 4 KiB steps, reporting each; nothing is left at `destination` on failure.
  func transfer(
    _ id: SongID,
    format: String?,
    to destination: URL,
    progress: @Sendable (TransferProgress) -> Void
  ) async throws(SubsonicError) -> DownloadedFile {
    let file = try withState { state throws(SubsonicError) in try state.file(id, format: format) }
    let total = Int64(file.bytes.count)
    var received: Int64 = 0
    while received < total {
      if Task.isCancelled { throw .cancelled }
      received = min(total, received + 4_096)
      progress(TransferProgress(receivedBytes: received, expectedBytes: file.expectedBytes))
      await Task.yield()
    }
    if Task.isCancelled { throw .cancelled }
    do {
      try file.bytes.write(to: destination, options: .atomic)
    } catch {
      throw .fileSystem(path: destination.path, reason: "\(error.localizedDescription)")
    }
    return DownloadedFile(url: destination, byteCount: total, contentType: file.contentType)
  }
}

/// Everything the preview server knows, and every endpoint's logic. Reads decorate the catalog
/// with the current annotations, so that they reflect every write.
struct PreviewState {
  typealias Catalog = PreviewCatalog

  struct PlaylistRecord {
    var id: PlaylistID
    var name: String
    var comment: String?
    var owner: String
    var isPublic: Bool
    var created: Date
    var changed: Date
    var songIDs: [SongID]
  }

  struct BookmarkRecord {
    var songID: SongID
    var positionMilliseconds: Int
    var comment: String?
    var created: Date
    var changed: Date
  }

  struct NowPlayingRecord {
    var songID: SongID
    var started: Date
    var playerName: String?
  }

  var starredSongs: [SongID: Date]
  var starredAlbums: [AlbumID: Date] = [:]
  var starredArtists: [ArtistID: Date] = [:]
  var ratings: [SongID: Int]
  var playCounts: [SongID: Int]
  var lastPlayed: [SongID: Date]
  var nowPlaying: [String: NowPlayingRecord]
  var playlists: [PlaylistRecord]
  var nextPlaylistNumber = 2
  var bookmarks: [BookmarkRecord] = []
  var playQueue: PlayQueue?
  var random = SplitMix64(seed: 2_024)

  init(now: Date) {
    starredSongs = ["song-2": Catalog.date(month: 3, day: 1)]
    ratings = ["song-1": 5, "song-9": 4, "song-16": 2]
    playCounts = ["song-9": 3, "song-1": 1]
    lastPlayed = [
      "song-9": Catalog.date(month: 6, day: 1), "song-1": Catalog.date(month: 5, day: 20),
    ]
    nowPlaying = [
      "guest": NowPlayingRecord(
        songID: "song-18", started: now.addingTimeInterval(-180), playerName: "Kitchen speaker")
    ]
    playlists = [
      PlaylistRecord(
        id: "playlist-1",
        name: "Morning Mix",
        comment: "Songs for the first hour of the day",
        owner: Catalog.username,
        isPublic: false,
        created: Catalog.date(month: 2, day: 10),
        changed: Catalog.date(month: 2, day: 12),
        songIDs: ["song-1", "song-5", "song-9", "song-13"]
      )
    ]
  }

  // MARK: Errors

  static func notFound(_ what: String) -> SubsonicError {
    .api(SubsonicAPIError(code: .notFound, message: "\(what) not found"))
  }

  // MARK: Records

  func artistRecord(_ id: ArtistID) throws(SubsonicError) -> Catalog.ArtistRecord {
    guard let record = Catalog.artists.first(where: { $0.id == id }) else {
      throw Self.notFound("Artist")
    }
    return record
  }

  func albumRecord(_ id: AlbumID) throws(SubsonicError) -> Catalog.AlbumRecord {
    guard let record = Catalog.albums.first(where: { $0.id == id }) else {
      throw Self.notFound("Album")
    }
    return record
  }

  func songRecord(_ id: SongID) throws(SubsonicError) -> Catalog.SongRecord {
    guard let record = Catalog.songs.first(where: { $0.id == id }) else {
      throw Self.notFound("Song")
    }
    return record
  }

  func checkFolder(_ id: MusicFolderID?) throws(SubsonicError) {
    if let id, id != Catalog.musicFolder.id { throw Self.notFound("Music folder") }
  }

  func checkUser(_ username: String) throws(SubsonicError) {
    guard username == Catalog.username || username == "guest" else { throw Self.notFound("User") }
  }

  // MARK: Decorated models

  func song(_ record: Catalog.SongRecord) -> Song {
    let album = Catalog.albums.first { $0.id == record.albumID }!
    let artist = Catalog.artists.first { $0.id == album.artistID }!
    let rating = ratings[record.id]
    let count = playCounts[record.id] ?? 0
    return Song(
      id: record.id,
      title: record.title,
      album: album.name,
      albumID: album.id,
      artist: artist.name,
      artistID: artist.id,
      track: record.track,
      discNumber: 1,
      year: album.year,
      genre: album.genre,
      duration: record.duration,
      size: record.size,
      suffix: "mp3",
      contentType: "audio/mpeg",
      bitRate: 128,
      coverArt: Self.coverArt(album.id),
      path: "\(artist.name)/\(album.name)/\(Self.twoDigits(record.track)) \(record.title).mp3",
      starred: starredSongs[record.id],
      userRating: rating,
      averageRating: rating.map(Double.init),
      playCount: count
    )
  }

  func song(_ id: SongID) throws(SubsonicError) -> Song {
    song(try songRecord(id))
  }

  func songRecords(of album: AlbumID) -> [Catalog.SongRecord] {
    Catalog.songs.filter { $0.albumID == album }.sorted { $0.track < $1.track }
  }

  func album(_ record: Catalog.AlbumRecord, withSongs: Bool) -> Album {
    let artist = Catalog.artists.first { $0.id == record.artistID }!
    let records = songRecords(of: record.id)
    return Album(
      id: record.id,
      name: record.name,
      artist: artist.name,
      artistID: artist.id,
      songCount: records.count,
      duration: records.reduce(0) { $0 + $1.duration },
      year: record.year,
      genre: record.genre,
      coverArt: Self.coverArt(record.id),
      created: record.created,
      starred: starredAlbums[record.id],
      playCount: records.reduce(0) { $0 + (playCounts[$1.id] ?? 0) },
      songs: withSongs ? records.map(song) : []
    )
  }

  func artist(_ record: Catalog.ArtistRecord, withAlbums: Bool) -> Artist {
    let albums = Catalog.albums.filter { $0.artistID == record.id }.sorted { $0.year < $1.year }
    return Artist(
      id: record.id,
      name: record.name,
      albumCount: albums.count,
      coverArt: CoverArtID("cover-\(record.id.rawValue)"),
      starred: starredArtists[record.id],
      albums: withAlbums ? albums.map { album($0, withSongs: false) } : []
    )
  }

  func playlist(_ record: PlaylistRecord, withEntries: Bool) -> Playlist {
    let songs = record.songIDs.compactMap { id in Catalog.songs.first { $0.id == id } }
    return Playlist(
      id: record.id,
      name: record.name,
      comment: record.comment,
      owner: record.owner,
      isPublic: record.isPublic,
      songCount: songs.count,
      duration: songs.reduce(0) { $0 + $1.duration },
      created: record.created,
      changed: record.changed,
      coverArt: songs.first.map { Self.coverArt($0.albumID) },
      entries: withEntries ? songs.map(song) : []
    )
  }

  static func coverArt(_ album: AlbumID) -> CoverArtID {
    CoverArtID("cover-\(album.rawValue)")
  }

  static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }

  // MARK: Browsing

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

  func albumInfo(_ id: AlbumID) throws(SubsonicError) -> AlbumInfo {
    let record = try albumRecord(id)
    let artist = try artistRecord(record.artistID)
    return AlbumInfo(notes: "\(record.name) is an album by \(artist.name), \(record.year).")
  }

  func similarSongs(_ id: ArtistID, count: Int?) throws(SubsonicError) -> [Song] {
    _ = try artistRecord(id)
    let own = Catalog.songs.filter { artistID(of: $0) == id }
    let others = Catalog.songs.filter { artistID(of: $0) != id }
    return (own + others).prefix(max(0, count ?? 50)).map(song)
  }

  func topSongs(_ artistName: String, count: Int?) -> [Song] {
    guard
      let artist = Catalog.artists.first(where: {
        $0.name.lowercased() == artistName.lowercased()
      })
    else { return [] }
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

  // MARK: Lists

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

  // MARK: Playlists

  func playlistIndex(_ id: PlaylistID) throws(SubsonicError) -> Int {
    guard let index = playlists.firstIndex(where: { $0.id == id }) else {
      throw Self.notFound("Playlist")
    }
    return index
  }

  func playlists(of username: String?) throws(SubsonicError) -> [Playlist] {
    let owner = username ?? Catalog.username
    try checkUser(owner)
    return playlists.filter { $0.owner == owner }.map { playlist($0, withEntries: false) }
  }

  mutating func createPlaylist(
    name: String, songs: [SongID], now: Date
  ) throws(SubsonicError) -> Playlist {
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .api(SubsonicAPIError(code: .missingParameter, message: "Required parameter: name"))
    }
    for id in songs { _ = try songRecord(id) }
    let record = PlaylistRecord(
      id: PlaylistID("playlist-\(nextPlaylistNumber)"),
      name: name,
      owner: Catalog.username,
      isPublic: false,
      created: now,
      changed: now,
      songIDs: songs
    )
    nextPlaylistNumber += 1
    playlists.append(record)
    return playlist(record, withEntries: true)
  }

  mutating func updatePlaylist(
    _ id: PlaylistID, _ update: PlaylistUpdate, now: Date
  ) throws(SubsonicError) {
    let index = try playlistIndex(id)
    var record = playlists[index]
    for position in update.songIndexesToRemove where !record.songIDs.indices.contains(position) {
      throw .api(
        SubsonicAPIError(code: .generic, message: "Song index \(position) is out of range"))
    }
    for song in update.songsToAdd { _ = try songRecord(song) }
    for position in Set(update.songIndexesToRemove).sorted(by: >) {
      record.songIDs.remove(at: position)
    }
    record.songIDs += update.songsToAdd
    if let name = update.name { record.name = name }
    if let comment = update.comment { record.comment = comment }
    if let isPublic = update.isPublic { record.isPublic = isPublic }
    record.changed = now
    playlists[index] = record
  }

  mutating func deletePlaylist(_ id: PlaylistID) throws(SubsonicError) {
    playlists.remove(at: try playlistIndex(id))
  }

  // MARK: Media retrieval

  struct File {
    var bytes: Data
    var contentType: String
    var expectedBytes: Int64?
  }

  /// The deterministic placeholder bytes of a song: a text header naming it, then a pattern.
  /// Not playable audio. A format other than the original ("transcoded") gives half as many
  /// bytes of another pattern, with no announced length, as a transcoding server would.
  func file(_ id: SongID, format: String?) throws(SubsonicError) -> File {
    let record = try songRecord(id)
    let target = format?.lowercased()
    let original = target == nil || target == "raw" || target == "mp3"
    let size = Int(original ? record.size : record.size / 2)
    let header = Array("SUBSONIC PREVIEW \(id.rawValue) \(original ? "mp3" : target!)\n".utf8)
    let seed = record.track * 7 + (original ? 0 : 101)
    var bytes = Data(header)
    bytes.reserveCapacity(size)
    while bytes.count < size {
      bytes.append(UInt8(truncatingIfNeeded: bytes.count &* 31 &+ seed))
    }
    let types = [
      "mp3": "audio/mpeg", "ogg": "audio/ogg", "opus": "audio/ogg", "flac": "audio/flac",
    ]
    let contentType =
      original ? "audio/mpeg" : types[target!] ?? "application/octet-stream"
    return File(
      bytes: bytes.prefix(size),
      contentType: contentType,
      expectedBytes: original ? Int64(size) : nil
    )
  }

  func cover(_ id: CoverArtID) throws(SubsonicError) -> CoverArt {
    let known =
      Catalog.albums.contains { Self.coverArt($0.id) == id }
      || Catalog.artists.contains { "cover-\($0.id.rawValue)" == id.rawValue }
    guard known else { throw Self.notFound("Cover art") }
    return CoverArt(data: Catalog.coverPNG, mediaType: "image/png")
  }

  func lyrics(artist: String?, title: String?) -> Lyrics? {
    let song = song(Catalog.songs.first { $0.id == Catalog.lyricsSongID }!)
    func same(_ given: String?, _ actual: String?) -> Bool {
      given.map { $0.lowercased() == actual?.lowercased() } ?? true
    }
    guard artist != nil || title != nil, same(artist, song.artist), same(title, song.title)
    else { return nil }
    return Lyrics(
      artist: song.artist, title: song.title,
      text: Catalog.lyricLines.map(\.value).joined(separator: "\n"))
  }

  func structuredLyrics(_ id: SongID) throws(SubsonicError) -> [StructuredLyrics] {
    _ = try songRecord(id)
    guard id == Catalog.lyricsSongID else { return [] }
    return [StructuredLyrics(lang: "eng", synced: true, lines: Catalog.lyricLines)]
  }

  // MARK: Annotation

  func check(_ target: StarTarget) throws(SubsonicError) {
    guard !target.isEmpty else {
      throw .invalidArgument("star and unstar need at least one song, album or artist")
    }
    for id in target.songs { _ = try songRecord(id) }
    for id in target.albums { _ = try albumRecord(id) }
    for id in target.artists { _ = try artistRecord(id) }
  }

  mutating func star(_ target: StarTarget, now: Date) throws(SubsonicError) {
    try check(target)
    for id in target.songs where starredSongs[id] == nil { starredSongs[id] = now }
    for id in target.albums where starredAlbums[id] == nil { starredAlbums[id] = now }
    for id in target.artists where starredArtists[id] == nil { starredArtists[id] = now }
  }

  mutating func unstar(_ target: StarTarget) throws(SubsonicError) {
    try check(target)
    for id in target.songs { starredSongs[id] = nil }
    for id in target.albums { starredAlbums[id] = nil }
    for id in target.artists { starredArtists[id] = nil }
  }

  mutating func setRating(_ id: SongID, _ rating: Int) throws(SubsonicError) {
    guard (0...5).contains(rating) else {
      throw .invalidArgument("a rating is 0 (none) to 5, not \(rating)")
    }
    _ = try songRecord(id)
    ratings[id] = rating == 0 ? nil : rating
  }

  mutating func scrobble(
    _ id: SongID, submission: Bool, time: Date?, now: Date
  ) throws(SubsonicError) {
    _ = try songRecord(id)
    let when = time ?? now
    if submission {
      playCounts[id, default: 0] += 1
      lastPlayed[id] = max(lastPlayed[id] ?? when, when)
    } else {
      nowPlaying[Catalog.username] = NowPlayingRecord(
        songID: id, started: when, playerName: "SubsonicClient.preview")
    }
  }

  // MARK: Users

  func user(_ username: String) throws(SubsonicError) -> User {
    try checkUser(username)
    if username == "guest" {
      return User(
        username: "guest", scrobblingEnabled: false, roles: [.stream, .playlist, .comment],
        folders: [Catalog.musicFolder.id])
    }
    let roles: Set<UserRole> = [
      .admin, .settings, .download, .upload, .playlist, .coverArt, .comment, .podcast, .stream,
      .jukebox, .share, .videoConversion,
    ]
    return User(
      username: Catalog.username, email: "preview@example.com", scrobblingEnabled: false,
      roles: roles, folders: [Catalog.musicFolder.id])
  }

  // MARK: Bookmarks and play queue

  mutating func savePlayQueue(
    _ songs: [SongID], current: SongID?, position: Int?, now: Date
  ) throws(SubsonicError) {
    for id in songs { _ = try songRecord(id) }
    if let current, !songs.contains(current) {
      throw .invalidArgument("the current song \(current) is not in the play queue")
    }
    guard !songs.isEmpty else {
      playQueue = nil
      return
    }
    playQueue = PlayQueue(
      entries: songs.map { id in song(Catalog.songs.first { $0.id == id }!) },
      current: current,
      positionMilliseconds: position,
      username: Catalog.username,
      changed: now,
      changedBy: "SubsonicClient.preview"
    )
  }

  /// The saved queue, its songs decorated as they are now.
  func currentPlayQueue() -> PlayQueue? {
    guard var queue = playQueue else { return nil }
    queue.entries = queue.entries.map { entry in
      song(Catalog.songs.first { $0.id == entry.id }!)
    }
    return queue
  }

  func bookmarkList() -> [Bookmark] {
    bookmarks.map { record in
      Bookmark(
        entry: song(Catalog.songs.first { $0.id == record.songID }!),
        positionMilliseconds: record.positionMilliseconds,
        username: Catalog.username,
        comment: record.comment,
        created: record.created,
        changed: record.changed
      )
    }
  }

  mutating func createBookmark(
    _ id: SongID, position: Int, comment: String?, now: Date
  ) throws(SubsonicError) {
    _ = try songRecord(id)
    guard position >= 0 else {
      throw .invalidArgument("a bookmark position is 0 ms or more, not \(position)")
    }
    if let index = bookmarks.firstIndex(where: { $0.songID == id }) {
      bookmarks[index].positionMilliseconds = position
      bookmarks[index].comment = comment
      bookmarks[index].changed = now
    } else {
      bookmarks.append(
        BookmarkRecord(
          songID: id, positionMilliseconds: position, comment: comment, created: now, changed: now)
      )
    }
  }

  mutating func deleteBookmark(_ id: SongID) throws(SubsonicError) {
    _ = try songRecord(id)
    guard let index = bookmarks.firstIndex(where: { $0.songID == id }) else {
      throw Self.notFound("Bookmark")
    }
    bookmarks.remove(at: index)
  }
}

/// A small seeded generator, so that "random" lists are the same sequence on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
