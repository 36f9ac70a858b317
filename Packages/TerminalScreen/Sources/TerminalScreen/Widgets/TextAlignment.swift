/// Which side of its room a text keeps to.
public enum TextAlignment: Hashable, Sendable {
  /// Starts at the left edge.
  case left
  /// Ends at the right edge: numbers and durations, so their digits line up.
  case right
}
