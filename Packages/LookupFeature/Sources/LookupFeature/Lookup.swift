import SubsonicClient

/// What the user named on the command line: an item of one kind, by id or by name.
public struct Lookup: Sendable, Hashable {
  /// The kinds of item a name can stand for.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case artist, album, song, playlist
  }

  /// The kind of item.
  public var kind: Kind
  /// The text as given: an id or a name.
  public var text: String

  /// Creates a lookup.
  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }

  /// Whether the text has an id's shape, so that it is tried as an id first (no request spent
  /// on a search): one word holding a digit (`song-1`, `42`, a UUID, Navidrome's base-62 ids).
  /// A name of that shape (`1984`) is still found: a "not found" for it as an id is followed by
  /// a search (``LookupStore``).
  public var looksLikeAnID: Bool {
    !text.isEmpty && !text.contains(where: \.isWhitespace) && text.contains(where: \.isNumber)
  }
}

/// One item that matched a name, as a list of candidates shows it.
public struct LookupCandidate: Sendable, Hashable {
  /// The item's id.
  public var id: String
  /// Its name or title.
  public var name: String
  /// Its artist (albums and songs), or owner (playlists).
  public var artist: String?
  /// Its year, when known.
  public var year: Int?

  /// Creates a candidate.
  public init(id: String, name: String, artist: String? = nil, year: Int? = nil) {
    self.id = id
    self.name = name
    self.artist = artist
    self.year = year
  }
}

/// Why a name found no single item.
public enum LookupFailure: Error, Sendable, Equatable {
  /// Nothing of that kind is named so.
  case notFound(Lookup)
  /// Several items match equally well: the candidates, best first.
  case ambiguous(Lookup, [LookupCandidate])
  /// The search itself failed.
  case client(SubsonicError)

  /// The failure for whatever the search threw.
  static func wrapping(_ error: any Error) -> LookupFailure {
    if let failure = error as? LookupFailure { return failure }
    return .client(SubsonicError.wrapping(error))
  }

  /// Whether trying again may succeed: only a client failure that says so.
  public var isRetryable: Bool {
    guard case .client(let error) = self else { return false }
    return error.isRetryable
  }
}
