import Testing

/// Expects `actual == expected`: on a difference, records a Swift Testing issue at the caller's
/// line that shows both values (and, for collections, what differs), as `#expect(a == b)` does.
///
/// Feature tests compare with this function rather than writing `#expect(a == b)` at every call
/// site: the compiler type-checks each `#expect(a == b)` through the macro's generic expansion,
/// about 15 ms per use in Swift 6.3, where a call to this function costs about 1 ms, and a feature's
/// cold `swift test` compiles every one of them (README, "What the cold test costs").
public func expectEqual<Value: Equatable>(
  _ actual: Value,
  _ expected: Value,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual == expected, sourceLocation: sourceLocation)
}
