import Foundation
import SubsonicClient

/// Everything the preview server knows: the catalog's annotations and every write. Reads decorate
/// the catalog with the current annotations, so that they reflect every write. Each endpoint's
/// logic is in an extension per API section (`PreviewState+Browsing.swift`, ...), as the live
/// client's `SubsonicConnection+Browsing.swift`, ...
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
  var playQueue: PlayQueue?
  var bookmarks: [SongID: BookmarkRecord] = [:]
  var stations = PreviewState.initialStations
  var nextStationNumber = 3
  var shares: [ShareRecord] = []
  var nextShareNumber = 1
  var users = PreviewState.initialUsers
  var passwords: [String: UserPassword] = [:]
  var jukeboxSongs: [SongID] = []
  var jukeboxIndex: Int?
  var jukeboxPlaying = false
  var jukeboxGain = 0.5
  var jukeboxPosition = 0
  var podcasts = PreviewState.initialPodcasts
  var nextPodcastNumber = 3
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
    if let id, id != Catalog.musicFolderID { throw Self.notFound("Music folder") }
  }

  func checkUser(_ username: String) throws(SubsonicError) {
    guard users.contains(where: { $0.username == username }) else { throw Self.notFound("User") }
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
