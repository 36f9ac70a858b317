import DependencyRegistry
import Foundation
import LoadStore
import SubsonicClient

/// Finds the item a name stands for, in one request: `getArtists` (the whole index) for an
/// artist, `search3` for an album or song (up to ``searchCount`` of the kind), `getPlaylists` for
/// a playlist; then ``NameMatch``.
/// It loads the id of the one item named; ``LookupFailure/ambiguous(_:_:)`` lists the
/// candidates when several match equally well.
public typealias LookupStore = LoadStore<Lookup, LookupCandidate, LookupFailure>

extension LookupStore {
  /// How many items of the kind one search asks for.
  public nonisolated static var searchCount: Int { 50 }

  /// Creates an idle store that looks up with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: LookupFailure.wrapping, isRetryable: \.isRetryable,
      fetch: { lookup in
        try NameMatch.choose(try await Self.candidates(lookup, client: client), for: lookup)
      })
  }

  private nonisolated static func candidates(_ lookup: Lookup, client: SubsonicClient)
    async throws -> [LookupCandidate]
  {
    let count = searchCount
    // Servers match a search's text as written (SQL LIKE, diacritics count): the search asks
    // for the longest word alone, without diacritics (`cafe nocturne` asks `nocturne`, which
    // finds `Café Nocturne`), and ``NameMatch`` compares whole names with both folded. Artists
    // come from the whole index, one request too.
    let words = lookup.text.folding(
      options: [.diacriticInsensitive, .widthInsensitive], locale: nil
    )
    .split(whereSeparator: \.isWhitespace)
    let text = String(words.max { $0.count < $1.count } ?? "")
    switch lookup.kind {
    case .artist:
      return try await client.getArtists(nil).mapArtists {
        LookupCandidate(id: $0.id.rawValue, name: $0.name)
      }
    case .album:
      let result = try await client.search3(
        SearchQuery(text: text, artistCount: 0, albumCount: count, songCount: 0))
      return result.albums.map {
        LookupCandidate(id: $0.id.rawValue, name: $0.name, artist: $0.artist, year: $0.year)
      }
    case .song:
      let result = try await client.search3(
        SearchQuery(text: text, artistCount: 0, albumCount: 0, songCount: count))
      return result.songs.map {
        LookupCandidate(id: $0.id.rawValue, name: $0.title, artist: $0.artist, year: $0.year)
      }
    case .playlist:
      return try await client.getPlaylists(nil).map {
        LookupCandidate(id: $0.id.rawValue, name: $0.name, artist: $0.owner)
      }
    }
  }
}
