import Foundation

/// How a name chooses among candidates: case and diacritics ignored (`aurora tones` finds
/// `Aurora Tönes`), an exact name before names that contain it, and the server's order kept
/// among equals.
enum NameMatch {
  /// The one candidate `text` names, or the failure saying none or several.
  static func choose(_ candidates: [LookupCandidate], for lookup: Lookup) throws(LookupFailure)
    -> LookupCandidate
  {
    var folder = NameFolder()
    let wanted = folder.folded(lookup.text)
    var seen = Set<String>()
    var exact: [LookupCandidate] = []
    var partial: [LookupCandidate] = []
    for candidate in candidates where seen.insert(candidate.id).inserted {
      let name = folder.folded(candidate.name)  // each folded once
      if name == wanted || candidate.id == lookup.text { exact.append(candidate) }
      if contains(name, wanted) { partial.append(candidate) }
    }
    let best = exact.isEmpty ? partial : exact
    switch best.count {
    case 0: throw .notFound(lookup)
    case 1: return best[0]
    default: throw .ambiguous(lookup, best)
    }
  }

  /// Whether the folded `name` holds the folded `wanted`, as Foundation's `contains` answers
  /// (never for an empty `wanted`); ASCII on both sides is compared byte by byte, without
  /// bridging either to Foundation.
  static func contains(_ name: String, _ wanted: String) -> Bool {
    guard !wanted.isEmpty, NameFolder.isASCII(name), NameFolder.isASCII(wanted) else {
      return !wanted.isEmpty && name.contains(wanted)
    }
    let found = name.utf8.withContiguousStorageIfAvailable { name in
      wanted.utf8.withContiguousStorageIfAvailable { wanted in holds(name, wanted) }
    }
    return (found ?? nil) ?? holds(Array(name.utf8)[...], Array(wanted.utf8)[...])
  }

  /// Whether `bytes` hold `part` (not empty) somewhere: a plain scan, as names are short (the
  /// standard library's `firstRange(of:)` prepares a searcher on every call, which took most of
  /// a lookup among 10,000 artists).
  private static func holds<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ part: Bytes)
    -> Bool where Bytes.Index == Int
  {
    guard let first = part.first, bytes.count >= part.count else { return false }
    let partRest = part.dropFirst()
    var start = bytes.startIndex
    let lastStart = bytes.endIndex - part.count
    while start <= lastStart {
      if bytes[start] == first, bytes[(start + 1)..<(start + part.count)].elementsEqual(partRest) {
        return true
      }
      start += 1
    }
    return false
  }
}
