import AnnotationFeature
import MusicPresentation
import PlayFeature
import SubsonicClient

/// What the pane shown has selected, as the shell's actions see it: what `p` plays, `x` plays a
/// radio from, `a` adds to the queue, `+` adds to a playlist, `d` downloads, `i` details, and
/// `s`/`u`/`0`-`5` annotate.
enum UISelection: Equatable {
  case artist(Artist)
  case album(Album)
  /// A song of a list on the screen, with the list (playing it plays on through the list).
  case song(Song, in: [Song], at: Int)
  case playlist(Playlist)

  /// The name to show in a status line (an empty one as ``NameText`` shows it).
  var name: String {
    switch self {
    case .artist(let artist): NameText.shown(artist.name, or: .artist)
    case .album(let album): NameText.shown(album.name, or: .name)
    case .song(let song, _, _): NameText.shown(song.title, or: .title)
    case .playlist(let playlist): NameText.shown(playlist.name, or: .name)
    }
  }

  /// What `p` plays: an artist's every album, an album, a playlist, or the list from the song.
  var playing: PlaySelection {
    switch self {
    case .artist(let artist): .artistAll(artist.id)
    case .album(let album): .album(album.id)
    case .song(_, let songs, let index): .loaded(songs, start: index)
    case .playlist(let playlist): .playlist(playlist.id)
    }
  }

  /// What `x` starts a radio from (songs like it, ``PlayRadio``): a song, an album or an artist;
  /// `nil` for a playlist.
  var radioSeed: SimilarSongsSeed? {
    switch self {
    case .artist(let artist): .artist(artist.id)
    case .album(let album): .album(album.id)
    case .song(let song, _, _): .song(song.id)
    case .playlist: nil
    }
  }

  /// The songs `a`, `+` and `d` take: the song alone, or every song of the rest.
  var songs: PlaySelection {
    switch self {
    case .song(let song, _, _): .loaded([song], start: 0)
    case .artist, .album, .playlist: playing
    }
  }

  /// What `S` shares (the API shares songs and albums); `nil` for an artist or a playlist.
  var shared: SharedItem? {
    switch self {
    case .album(let album): .album(album.id)
    case .song(let song, _, _): .song(song.id)
    case .artist, .playlist: nil
    }
  }

  /// What the annotation keys act on (a playlist is not starred or rated).
  var annotated: AnnotatedItem? {
    switch self {
    case .artist(let artist): .artist(artist)
    case .album(let album): .album(album)
    case .song(let song, _, _): .song(song)
    case .playlist: nil
    }
  }
}
