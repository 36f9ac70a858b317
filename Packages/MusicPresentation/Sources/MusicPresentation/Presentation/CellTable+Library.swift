import SubsonicClient

extension CellTable {
  /// Artists by index, flattened in the index's order: `Name`, `Albums`, `ID`.
  public static func artists(_ indexes: [ArtistIndex]) -> CellTable {
    CellTable(columns: artistColumns, rows: indexes.mapArtists(artistRow))
  }

  /// Artists in the given order: `Name`, `Albums` (empty when the server did not say), `ID`.
  /// Names here and in every table are shown by ``NameText``: `(unknown artist)` for an empty one.
  public static func artists(_ artists: [Artist]) -> CellTable {
    CellTable(columns: artistColumns, rows: artists.map(artistRow))
  }

  private static let artistColumns = [
    Column("Name"), Column("Albums", alignment: .right), Column("ID"),
  ]

  private static func artistRow(_ artist: Artist) -> [String] {
    [
      NameText.shown(artist.name, or: .artist), CellText.number(artist.albumCount),
      artist.id.rawValue,
    ]
  }

  /// An artist's albums: `Album`, `Year`, `Songs`, `Duration`, `ID`.
  public static func artistAlbums(_ artist: Artist) -> CellTable {
    CellTable(
      columns: [
        Column("Album"), Column("Year", alignment: .right), Column("Songs", alignment: .right),
        Column("Duration", alignment: .right), Column("ID"),
      ],
      rows: artist.albums.map { album in
        [
          NameText.shown(album.name, or: .name), CellText.number(album.year),
          String(album.songCount),
          DurationText.text(seconds: album.duration), album.id.rawValue,
        ]
      })
  }

  /// A list of albums: `Album`, `Artist`, `Year`, `Songs`, `ID`.
  public static func albums(_ albums: [Album]) -> CellTable {
    CellTable(
      columns: [
        Column("Album"), Column("Artist"), Column("Year", alignment: .right),
        Column("Songs", alignment: .right), Column("ID"),
      ],
      rows: albums.map { album in
        [
          NameText.shown(album.name, or: .name), NameText.shown(album.artist, or: .artist),
          CellText.number(album.year), String(album.songCount), album.id.rawValue,
        ]
      })
  }

  /// An album's songs in ``TrackOrder``: `#`, `Title`, `Artist`, `Duration` (`m:ss`), `Size`
  /// (`4.2 MB`), `ID`. `#` is the track number, `disc-track` (`2-3`) when the album has more than
  /// one disc.
  public static func albumTracks(_ album: Album) -> CellTable {
    let songs = TrackOrder.sorted(album.songs)
    let discs = Set(songs.map { $0.discNumber ?? 1 })
    return CellTable(
      columns: [
        Column("#", alignment: .right), Column("Title"), Column("Artist"),
        Column("Duration", alignment: .right), Column("Size", alignment: .right), Column("ID"),
      ],
      rows: songs.map { song in
        [
          CellText.trackNumber(song, showingDisc: discs.count > 1),
          NameText.shown(song.title, or: .title), NameText.shown(song.artist, or: .artist),
          DurationText.text(seconds: song.duration),
          ByteCountText.text(bytes: song.size), song.id.rawValue,
        ]
      })
  }

  /// A list of songs (random, starred, found): `Title`, `Artist`, `Album`, `Duration`, `ID`.
  public static func songs(_ songs: [Song]) -> CellTable {
    CellTable(
      columns: [
        Column("Title"), Column("Artist"), Column("Album"),
        Column("Duration", alignment: .right), Column("ID"),
      ],
      rows: songs.map { song in
        [
          NameText.shown(song.title, or: .title), NameText.shown(song.artist, or: .artist),
          NameText.shown(song.album, or: .album), DurationText.text(seconds: song.duration),
          song.id.rawValue,
        ]
      })
  }

  /// One song, field by field: `Field`, `Value`; see ``SongDetails`` for the rows.
  public static func songDetails(_ song: Song) -> CellTable {
    CellTable(
      columns: [Column("Field"), Column("Value")],
      rows: SongDetails.fields(of: song).map { [$0.label, $0.value] })
  }
}
