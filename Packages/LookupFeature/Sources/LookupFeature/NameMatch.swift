import Foundation

/// How a name chooses among candidates: case and diacritics ignored (`aurora tones` finds
/// `Aurora Tönes`), an exact name before names that contain it, and the server's order kept
/// among equals.
enum NameMatch {
  /// The one candidate `text` names, or the failure saying none or several.
  static func choose(_ candidates: [LookupCandidate], for lookup: Lookup) throws(LookupFailure)
    -> LookupCandidate
  {
    let wanted = folded(lookup.text)
    var seen = Set<String>()
    let unique = candidates.filter { seen.insert($0.id).inserted }
    let named = unique.map { (candidate: $0, name: folded($0.name)) }  // each folded once
    let exact = named.filter { $0.name == wanted || $0.candidate.id == lookup.text }
      .map(\.candidate)
    let partial = named.filter { $0.name.contains(wanted) }.map(\.candidate)
    let best = exact.isEmpty ? partial : exact
    switch best.count {
    case 0: throw .notFound(lookup)
    case 1: return best[0]
    default: throw .ambiguous(lookup, best)
    }
  }

  /// `text` for comparison: case and diacritics folded, spaces at the ends trimmed.
  static func folded(_ text: String) -> String {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.trimmingCharacters(in: .whitespaces)
        .folding(
          options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
    return asciiFolded(text)
  }

  /// What ``folded(_:)`` gives for ASCII text, without Foundation: letters in lower case, spaces
  /// and tabs trimmed (the ASCII part of `.whitespaces`). Most names of a library are ASCII, and
  /// Foundation's folding took most of a lookup among 10,000 artists (Scripts/bench-scale).
  static func asciiFolded(_ text: String) -> String {
    var bytes = Array(text.utf8)
    while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
    let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.endIndex
    return String(
      decoding: bytes[start...].map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
