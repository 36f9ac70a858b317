import SubsonicClient

/// The order of an album's songs: by disc, then track, then title (then id, so that the order is
/// total). Servers usually send it, but not always.
///
/// A song with no disc number counts as disc 1; a song with no track number comes after the
/// numbered tracks of its disc. Titles compare case-insensitively first, then exactly.
public enum TrackOrder {
  /// `songs` in track order. Stable: songs already in order keep it.
  public static func sorted(_ songs: [Song]) -> [Song] {
    songs.sorted(by: precedes)
  }

  /// Whether `lhs` comes before `rhs` in track order.
  public static func precedes(_ lhs: Song, _ rhs: Song) -> Bool {
    let left = (lhs.discNumber ?? 1, lhs.track ?? Int.max)
    let right = (rhs.discNumber ?? 1, rhs.track ?? Int.max)
    if left != right { return left < right }
    let (leftTitle, rightTitle) = (lhs.title.lowercased(), rhs.title.lowercased())
    if leftTitle != rightTitle { return leftTitle < rightTitle }
    if lhs.title != rhs.title { return lhs.title < rhs.title }
    return lhs.id < rhs.id
  }
}
