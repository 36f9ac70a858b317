import SubsonicClient

/// Album list types by the API's names, for command lines and settings.
public enum AlbumListTypeName {
  /// Every type's name, as the API spells it: `random`, `newest`, `highest`, `frequent`,
  /// `recent`, `alphabeticalByName`, `alphabeticalByArtist`, `starred`, `byYear`, `byGenre`.
  public static let all = [
    "random", "newest", "highest", "frequent", "recent", "alphabeticalByName",
    "alphabeticalByArtist", "starred", "byYear", "byGenre",
  ]

  /// The type named `name` (exactly as in ``all``). `byYear` needs `fromYear` and `toYear`,
  /// `byGenre` a non-empty `genre`; the other types ignore them.
  ///
  /// Throws ``SubsonicError/invalidArgument(_:)`` naming what is wrong: an unknown name (listing
  /// the known ones), or a missing year or genre.
  public static func type(
    named name: String,
    genre: GenreName? = nil,
    fromYear: Int? = nil,
    toYear: Int? = nil
  ) throws(SubsonicError) -> AlbumListType {
    switch name {
    case "random": return .random
    case "newest": return .newest
    case "highest": return .highest
    case "frequent": return .frequent
    case "recent": return .recent
    case "alphabeticalByName": return .alphabeticalByName
    case "alphabeticalByArtist": return .alphabeticalByArtist
    case "starred": return .starred
    case "byYear":
      guard let fromYear, let toYear else {
        throw .invalidArgument("album list type byYear needs a from year and a to year")
      }
      return .byYear(from: fromYear, to: toYear)
    case "byGenre":
      guard let genre, !genre.allSatisfy({ $0.isWhitespace }) else {
        throw .invalidArgument("album list type byGenre needs a genre")
      }
      return .byGenre(genre)
    default:
      throw .invalidArgument(
        "unknown album list type \"\(name)\"; known: \(all.joined(separator: ", "))")
    }
  }
}
