import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads a page of an album list (`getAlbumList2`: newest, random, by year, …), the albums in
/// the list's order. A request is checked before it is sent
/// (``AlbumListRequest/validationError``): a refused one asks nothing.
public typealias AlbumListStore = LoadStore<AlbumListRequest, [Album], SubsonicError>

extension AlbumListStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable, validate: \.validationError
    ) { request in
      try await client.getAlbumList2(
        request.type, request.size, request.offset, request.musicFolderID)
    }
  }
}
