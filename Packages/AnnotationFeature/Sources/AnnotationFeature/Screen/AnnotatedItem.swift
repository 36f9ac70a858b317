import MusicPresentation
import SubsonicClient

/// What the selection of a list is, for the keys that annotate it: a song, an album or an
/// artist.
public enum AnnotatedItem: Hashable, Sendable {
  /// A song: starred, unstarred, rated.
  case song(Song)
  /// An album: starred, unstarred.
  case album(Album)
  /// An artist: starred, unstarred.
  case artist(Artist)

  /// What `star` and `unstar` send for the item.
  public var starTarget: StarTarget {
    switch self {
    case .song(let song): .song(song.id)
    case .album(let album): .album(album.id)
    case .artist(let artist): .artist(artist.id)
    }
  }

  /// The item's name, as the status line says it (the server's text: escaped when drawn; an
  /// empty one as ``MusicPresentation/NameText`` shows it).
  public var name: String {
    switch self {
    case .song(let song): NameText.shown(song.title, or: .title)
    case .album(let album): NameText.shown(album.name, or: .name)
    case .artist(let artist): NameText.shown(artist.name, or: .artist)
    }
  }
}
