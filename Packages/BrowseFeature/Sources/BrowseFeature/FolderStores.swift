import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads the top of the file tree (`getIndexes`): the folders under each index letter.
public typealias FoldersStore = LoadStore<FoldersRequest, [DirectoryIndex], SubsonicError>

/// Loads one folder of the file tree (`getMusicDirectory`): its sub-folders and songs.
public typealias FolderStore = LoadStore<DirectoryID, Directory, SubsonicError>

/// Loads what the server knows of an artist (`getArtistInfo2`): biography, links, similar
/// artists (up to ``ArtistInfoStore/similarCount``).
public typealias ArtistInfoStore = LoadStore<ArtistID, ArtistInfo, SubsonicError>

extension FoldersStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { request in
      try await client.getIndexes(request.musicFolderID)
    }
  }
}

extension FolderStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { id in
      try await client.getMusicDirectory(id)
    }
  }
}

extension ArtistInfoStore {
  /// How many similar artists are asked for.
  public nonisolated static var similarCount: Int { 10 }

  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { id in
      try await client.getArtistInfo2(id, ArtistInfoStore.similarCount)
    }
  }
}

/// Which music folder's tree a ``FoldersStore`` loads.
public struct FoldersRequest: Sendable, Hashable {
  /// The music folder; `nil` for all of them.
  public let musicFolderID: MusicFolderID?

  /// Creates a request; by default for every music folder.
  public init(musicFolderID: MusicFolderID? = nil) {
    self.musicFolderID = musicFolderID
  }
}
