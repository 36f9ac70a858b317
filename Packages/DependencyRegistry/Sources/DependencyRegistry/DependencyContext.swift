/// Where a set of ``DependencyValues`` is used, which decides what an unset key reads as.
public enum DependencyContext: String, Sendable, CaseIterable {
  /// The running app: every key must be set by the composition root. Reading an unset key reports
  /// an issue naming the key, and answers its test value, whose endpoints fail loudly.
  case live
  /// A test: an unset key reads as the key's ``DependencyKey/testValue``.
  case test
  /// A preview or demo: an unset key reads as the key's ``DependencyKey/previewValue``.
  case preview
}
