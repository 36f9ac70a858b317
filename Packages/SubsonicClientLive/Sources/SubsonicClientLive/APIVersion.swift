/// A Subsonic API version (`1.16.1`): the `v` a request sends. Checked, since a server's answer
/// and a state file are read from outside.
struct APIVersion: Sendable, Equatable, Comparable {
  /// The numbers, `[1, 16, 1]`.
  let parts: [Int]

  /// The version `text` names: two or three numbers of at most four digits, dot separated.
  init?(_ text: String) {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (2...3).contains(pieces.count),
      pieces.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCII) }),
      case let parts = pieces.compactMap({ Int($0) }), parts.count == pieces.count
    else { return nil }
    self.parts = parts
  }

  /// `1.16.1`.
  var text: String { parts.map(String.init).joined(separator: ".") }

  /// Whether this version is older than the one the client speaks.
  var isOlderThanTheClients: Bool {
    APIVersion(SubsonicRequest.apiVersion).map { self < $0 } ?? false
  }

  static func < (lhs: APIVersion, rhs: APIVersion) -> Bool {
    lhs.parts.lexicographicallyPrecedes(rhs.parts)
  }
}
