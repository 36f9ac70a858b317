import Foundation

/// Folds names for comparison exactly as Foundation folds them (case, diacritics and width
/// ignored; spaces and tabs at the ends trimmed), asking Foundation once per distinct scalar
/// instead of once per name: a lookup among 10,000 artists spent most of its time bridging each
/// name to Foundation and back (Scripts/bench-scale).
///
/// Letters, numbers, punctuation, symbols and spaces fold alone as they fold beside others, so a
/// name of those alone is folded scalar by scalar, each scalar's fold kept. A name holding any
/// other scalar (a mark, which Foundation drops after a letter but keeps alone; a modifier; a
/// format or private character) is folded whole by Foundation. `NameMatchTests` checks both
/// paths against Foundation on generated names from every script.
struct NameFolder {
  /// The fold of each non-ASCII scalar met so far.
  private var folds: [Unicode.Scalar: String] = [:]

  /// `text` folded.
  mutating func folded(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return Self.asciiFolded(text) }
    let trimmed = Self.trimmed(text)
    guard trimmed.unicodeScalars.allSatisfy(Self.foldsAlone) else {
      return Self.foundationFolded(trimmed)
    }
    var result = ""
    for scalar in trimmed.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(Self.lowercased(scalar))
      } else if let fold = folds[scalar] {
        result += fold
      } else {
        let fold = Self.foundationFolded(String(scalar))
        folds[scalar] = fold
        result += fold
      }
    }
    return result
  }

  /// What ``folded(_:)`` gives for ASCII text, without Foundation: letters in lower case, spaces
  /// and tabs trimmed (the ASCII part of `.whitespaces`).
  static func asciiFolded(_ text: String) -> String {
    var bytes = Array(text.utf8)
    while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
    let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.endIndex
    return String(
      decoding: bytes[start...].map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// Foundation's fold of `text`.
  static func foundationFolded(_ text: some StringProtocol) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// `text` without the spaces and tabs at its ends, as `trimmingCharacters(in: .whitespaces)`
  /// trims (tab, the space separators (Zs), and U+200B ZERO WIDTH SPACE, which Foundation's set
  /// still holds from when it was one), without bridging to Foundation.
  static func trimmed(_ text: String) -> Substring {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return Substring(scalars[first...last])
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
  }

  /// Whether `scalar` folds alone as it folds in any name: ASCII, letters other than modifier
  /// letters, numbers, punctuation, symbols other than modifier symbols, and space separators.
  private static func foldsAlone(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return true }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber,
      .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation,
      .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
      .currencySymbol, .otherSymbol, .spaceSeparator:
      return true
    default:
      return false
    }
  }

  private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard (0x41...0x5A).contains(scalar.value), let lower = Unicode.Scalar(scalar.value + 0x20)
    else { return scalar }
    return lower
  }
}
