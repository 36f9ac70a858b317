import DependencyRegistry
import Foundation
import LoadStore
import SubsonicClient

/// Loads the genres (`getGenres`) with their song and album counts, sorted by name (case and
/// diacritics ignored).
public typealias GenresStore = LoadStore<GenresRequest, [Genre], SubsonicError>

extension GenresStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { _ in
      try await client.getGenres().sorted {
        $0.name.compare($1.name, options: [.caseInsensitive, .diacriticInsensitive])
          == .orderedAscending
      }
    }
  }
}

/// What a ``GenresStore`` loads: every genre (the request has nothing to choose).
public struct GenresRequest: Sendable, Hashable {
  /// Creates the request.
  public init() {}
}
