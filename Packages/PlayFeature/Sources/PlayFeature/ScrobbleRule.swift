/// When a song counts as played, by the usual rule (Last.fm's, which Subsonic servers follow): once
/// it has played half its length or four minutes, whichever comes first. No minimum length is
/// required.
public enum ScrobbleRule {
  /// The longest a song has to play to count.
  public static let cap = Duration.seconds(240)

  /// How long a song of `length` (unknown: `nil`) has to play to count.
  public static func threshold(forLength length: Duration?) -> Duration {
    guard let length, length > .zero else { return cap }
    return min(length / 2, cap)
  }
}
