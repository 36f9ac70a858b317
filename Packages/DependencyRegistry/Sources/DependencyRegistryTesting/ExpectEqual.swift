import Testing

/// Expects `actual == expected`: on a difference, records a Swift Testing issue at the caller's
/// line that shows both values (and, for collections, what differs), as `#expect(a == b)` does.
///
/// Feature tests compare with this function rather than writing `#expect(a == b)` at every call
/// site: each `#expect(a == b)` is compiled through the macro's generic expansion, about 21 ms of
/// compile time per use in Swift 6.3, where a call to this function costs about 1 ms, and a
/// feature's cold `swift test` compiles every one (README, "What the cold test costs").
public func expectEqual<Value: Equatable>(
  _ actual: Value,
  _ expected: Value,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual == expected, sourceLocation: sourceLocation)
}
