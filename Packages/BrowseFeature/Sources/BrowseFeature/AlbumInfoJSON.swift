import JSONOutput
import SubsonicClient

/// `album NAME --info --json`: `notes`, `musicBrainzId`, `lastFmUrl`, `smallImageUrl`,
/// `mediumImageUrl` and `largeImageUrl`, `null` when unknown.
public struct AlbumInfoJSON: StableJSON, Hashable {
  let notes: String?
  let musicBrainzId: String?
  let lastFmUrl: String?
  let smallImageUrl: String?
  let mediumImageUrl: String?
  let largeImageUrl: String?

  /// The JSON of `info`.
  public init(_ info: AlbumInfo) {
    notes = info.notes
    musicBrainzId = info.musicBrainzID
    lastFmUrl = info.lastFmURL?.absoluteString
    smallImageUrl = info.smallImageURL?.absoluteString
    mediumImageUrl = info.mediumImageURL?.absoluteString
    largeImageUrl = info.largeImageURL?.absoluteString
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encodeOrNull(notes, forKey: .notes)
    try container.encodeOrNull(musicBrainzId, forKey: .musicBrainzId)
    try container.encodeOrNull(lastFmUrl, forKey: .lastFmUrl)
    try container.encodeOrNull(smallImageUrl, forKey: .smallImageUrl)
    try container.encodeOrNull(mediumImageUrl, forKey: .mediumImageUrl)
    try container.encodeOrNull(largeImageUrl, forKey: .largeImageUrl)
  }

  private enum Keys: String, CodingKey {
    case notes, musicBrainzId, lastFmUrl, smallImageUrl, mediumImageUrl, largeImageUrl
  }
}
