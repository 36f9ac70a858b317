import LookupFeature
import MusicPresentation
import SubsonicClient

/// Names as well as ids on the command line (``LookupFeature``): `album "Night Pieces"` finds the
/// album's id with one search; text with an id's shape (`song-1`, a UUID) is taken as an id.
enum Lookups {
  /// The id `text` stands for: the text itself when it has an id's shape, else the id of the one
  /// item of `kind` named so (one request). Several: their list on stderr, then exit 64.
  @MainActor
  static func id(_ kind: Lookup.Kind, _ text: String, _ invocation: Invocation) async throws
    -> String
  {
    let lookup = Lookup(kind, text)
    if lookup.looksLikeAnID { return text }
    return try await byName(lookup, invocation)
  }

  /// `body` run with how `getTopSongs` asks for the artist `text` stands for
  /// (``TopSongsArtistChoice``: by id where the server lists `topSongsByArtistId`, else by the
  /// name the server writes): a name is found first (one request); text with an id's shape is
  /// tried as an id, then as a name (``withItem(_:_:_:_:)``). Neither: not found (66), naming
  /// the text.
  @MainActor
  static func withTopSongsArtist<Value>(
    _ text: String, _ invocation: Invocation, _ body: (TopSongsArtist) async throws -> Value
  ) async throws -> Value {
    let lookup = Lookup(.artist, text)
    guard lookup.looksLikeAnID else {
      let found = try await candidate(lookup, invocation)
      return try await body(
        try await TopSongsArtistChoice.choose(ArtistID(found.id), name: found.name))
    }
    do {
      return try await withItem(.artist, text, invocation) { id in
        try await body(try await TopSongsArtistChoice.choose(ArtistID(id)))
      }
    } catch  where ErrorTranslation.failure(for: error).exitCode == .notFound {
      throw LookupFailure.notFound(lookup)
    }
  }

  /// `body` run with the id `text` stands for; when text with an id's shape is not found as an
  /// id, it is looked up as a name (`1984`) and `body` runs again with the id found. For reads.
  @MainActor
  static func withItem<Value>(
    _ kind: Lookup.Kind, _ text: String, _ invocation: Invocation,
    _ body: (String) async throws -> Value
  ) async throws -> Value {
    let lookup = Lookup(kind, text)
    guard lookup.looksLikeAnID else { return try await body(try await byName(lookup, invocation)) }
    do {
      return try await body(text)
    } catch  where ErrorTranslation.failure(for: error).exitCode == .notFound {
      let id: String
      do {
        id = try await byName(lookup, invocation)
      } catch LookupFailure.notFound {
        throw error  // neither an id nor a name: the server's own words
      }
      return try await body(id)
    }
  }

  /// The id of the one item `lookup` names; several are listed on stderr.
  @MainActor
  private static func byName(_ lookup: Lookup, _ invocation: Invocation) async throws -> String {
    try await candidate(lookup, invocation).id
  }

  /// The one item `lookup` names; several are listed on stderr.
  @MainActor
  private static func candidate(_ lookup: Lookup, _ invocation: Invocation) async throws
    -> LookupCandidate
  {
    let store = LookupStore()
    await store.load(lookup)
    switch store.state {
    case .loaded(let found):
      return found
    case .failed(.ambiguous(_, let candidates), _):
      // The candidates on stderr; the line after them is the failure's (ErrorTranslation).
      invocation.console.err(
        TextTable.render(
          CellTable.candidates(candidates, kind: lookup.kind), width: invocation.columns))
      throw LookupFailure.ambiguous(lookup, candidates)
    case .failed(let failure, _):
      throw failure
    case .idle, .loading:
      throw MusicCommand.unfinished
    }
  }
}
