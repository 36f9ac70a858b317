/// ``JSONParser/keptNames`` as the parse asks it, for every member read: names equal as Swift
/// strings are (canonical equivalence), found by their UTF-8 bytes first. Hashing each name read
/// (`Set<String>.contains`) was a seventh of reading 10,000 artists; for the dozen ASCII names an
/// endpoint reads, comparing lengths and then bytes is much cheaper.
struct KeptNames {
  /// The names, for what the bytes cannot settle.
  private let names: Set<String>
  /// The names' UTF-8 bytes, by their length in bytes.
  private let byLength: [[[UInt8]]]
  /// Whether every name is ASCII: then an ASCII name that matches no bytes is none of them (an
  /// ASCII string is canonically equivalent only to itself among ASCII strings).
  private let allASCII: Bool

  init(_ names: Set<String>) {
    self.names = names
    var byLength = Array(repeating: [[UInt8]](), count: (names.map(\.utf8.count).max() ?? 0) + 1)
    for name in names { byLength[name.utf8.count].append(Array(name.utf8)) }
    self.byLength = byLength
    allASCII = names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
  }

  /// Whether `name` is one of the names.
  func contains(_ name: String) -> Bool {
    // `nil` when the bytes cannot settle it, or the string has no contiguous bytes.
    let found = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      if bytes.count < byLength.count,
        byLength[bytes.count].contains(where: {
          $0.withUnsafeBufferPointer { $0.elementsEqual(bytes) }
        })
      {
        return true
      }
      return allASCII && bytes.allSatisfy { $0 < 0x80 } ? false : nil
    }
    return (found ?? nil) ?? names.contains(name)
  }
}
