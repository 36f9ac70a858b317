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
    let exact = unique.filter { folded($0.name) == wanted || $0.id == lookup.text }
    let partial = unique.filter { folded($0.name).contains(wanted) }
    let best = exact.isEmpty ? partial : exact
    switch best.count {
    case 0: throw .notFound(lookup)
    case 1: return best[0]
    default: throw .ambiguous(lookup, best)
    }
  }

  /// `text` for comparison: case and diacritics folded, spaces at the ends trimmed.
  static func folded(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
      .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }
}
