import SubsonicClient

/// Which page of which album list an ``AlbumListStore`` loads.
public struct AlbumListRequest: Sendable, Hashable {
  /// The largest page the API allows.
  public static let maximumSize = 500

  /// Which albums, in what order.
  public var type: AlbumListType
  /// At most this many albums, 1...500.
  public var size: Int
  /// Skip this many albums, 0 or more.
  public var offset: Int
  /// Only albums in this music folder; `nil` for all.
  public var musicFolderID: MusicFolderID?

  /// Creates a request; by default the first 10 albums from anywhere.
  public init(
    type: AlbumListType,
    size: Int = 10,
    offset: Int = 0,
    musicFolderID: MusicFolderID? = nil
  ) {
    self.type = type
    self.size = size
    self.offset = offset
    self.musicFolderID = musicFolderID
  }

  /// Why the request would be refused before sending it: a size outside 1...500, a negative
  /// offset, an empty genre for ``AlbumListType/byGenre(_:)``. `nil` when it is valid.
  public var validationError: SubsonicError? {
    if !(1...Self.maximumSize).contains(size) {
      return .invalidArgument("album list size must be 1...\(Self.maximumSize), got \(size)")
    }
    if offset < 0 {
      return .invalidArgument("album list offset must be 0 or more, got \(offset)")
    }
    if case .byGenre(let genre) = type,
      genre.allSatisfy({ $0.isWhitespace })
    {
      return .invalidArgument("album list by genre needs a genre")
    }
    return nil
  }
}
