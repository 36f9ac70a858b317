import DependencyRegistry
import LoadStore
import SubsonicClient

/// Fetches a cover image (`getCoverArt`) with the name to save it under. A size that is not
/// positive is refused before anything is sent.
public typealias CoverArtStore = LoadStore<CoverArtRequest, NamedCoverArt, SubsonicError>

extension CoverArtStore {
  /// Creates an idle store that fetches with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable, validate: \.validationError
    ) { request in
      let cover = try await client.getCoverArt(request.id, request.size)
      return NamedCoverArt(
        cover: cover, fileName: CoverArtFileName.make(for: request.id, mediaType: cover.mediaType))
    }
  }
}

/// A cover as asked: which, and how large.
public struct CoverArtRequest: Sendable, Hashable {
  /// The cover's id.
  public let id: CoverArtID
  /// The size in pixels the server scales it to; `nil` for the original.
  public let size: Int?

  /// Creates a request.
  public init(id: CoverArtID, size: Int? = nil) {
    self.id = id
    self.size = size
  }

  /// Why the request is refused before it is sent (a size that is not positive), or `nil`.
  public var validationError: SubsonicError? {
    guard let size, size <= 0 else { return nil }
    return .invalidArgument("the cover size must be a positive number of pixels, not \(size)")
  }
}

/// A cover image and the default name to save it under, ``CoverArtFileName/make(for:mediaType:)``
/// (`cover-ID.png`).
public struct NamedCoverArt: Sendable, Equatable {
  /// The image.
  public let cover: CoverArt
  /// The default file name.
  public let fileName: String

  /// Creates a named cover.
  public init(cover: CoverArt, fileName: String) {
    self.cover = cover
    self.fileName = fileName
  }
}

extension NamedCoverArt {
  /// Saves the image at `target` (in a folder, under ``fileName``), whole or not at all, never
  /// over a file already there unless `replacing`; answers how to show where it went.
  public func save(to target: SaveTarget, replacing: Bool) throws(SaveError) -> String {
    if case .descriptor(let descriptor, let shown) = target {
      try SavedFile.write(cover.data, to: descriptor, shownAs: shown)
      return shown
    }
    let (file, shown) = target.destination(named: fileName)
    try SavedFile.checkFree(file, shownAs: shown, replacing: replacing)
    try SavedFile.write(cover.data, to: file, shownAs: shown, replacing: replacing)
    return shown
  }
}
