import MusicPresentation
import SubsonicClient
import TerminalScreen

extension AlbumListsView {
  /// What the list shown shows instead of its rows, if it has none to show: the genres' state,
  /// or the first page's (idle too: the load is about to start).
  var status: PaneStatus? {
    guard let pages = screen.pages else {
      return PaneStatus.of(screen.genresStore.state, rows: screen.genres.count, "genres")
    }
    guard pages.hasFirstPage else {
      guard !pages.isLoadingPage, case .failed(let error, let canRetry) = pages.store.state else {
        return .loading("Loading \(things)…")
      }
      return .failed(reason: error.description, canRetry: canRetry)
    }
    return pages.albums.isEmpty ? .empty(nothing) : nil
  }

  /// What the list shown holds, for its loading message: `newest albums`, `Jazz albums`.
  private var things: String {
    switch screen.level {
    case .albums(.newest): "newest albums"
    case .albums(.recentlyPlayed): "recently played albums"
    case .albums(.mostPlayed): "most played albums"
    case .albums(.random): "random albums"
    case .albums(.starred): "starred albums"
    case .albums(.highestRated): "highest rated albums"
    case .albums, .genres: "albums"
    case .genreAlbums(let genre): "\(NameText.shown(genre.name, or: .name)) albums"
    }
  }

  /// What an empty list shown says: `No starred albums`.
  private var nothing: String {
    switch screen.level {
    case .albums(.recentlyPlayed), .albums(.mostPlayed): "No albums played yet"
    case .albums(.starred): "No starred albums"
    case .albums(.highestRated): "No rated albums"
    case .albums, .genres: "No albums"
    case .genreAlbums(let genre): "No \(NameText.shown(genre.name, or: .name)) albums"
    }
  }
}
