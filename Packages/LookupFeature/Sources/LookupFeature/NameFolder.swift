import Foundation

/// Folds names for comparison exactly as Foundation folds them (case, diacritics and width
/// ignored; spaces and tabs at the ends trimmed), asking Foundation once per distinct scalar
/// instead of once per name: a lookup among 10,000 artists spent most of its time bridging each
/// name to Foundation and back (Scripts/bench-scale).
///
/// Letters, numbers, punctuation, symbols and spaces fold alone as they fold beside others, so a
/// name of those alone is folded scalar by scalar, each scalar's fold kept. A name holding any
/// other scalar is folded whole by Foundation: a mark (which Foundation drops after some letters
/// but keeps alone), a modifier, a format or private character, or a scalar whose fold after a
/// letter is not the letter's and its own (Foundation's tables may class a scalar otherwise than
/// the standard library does, and differ between platforms). `NameMatchTests` checks both paths
/// against Foundation on generated names from many scripts.
struct NameFolder {
  /// What is known of a non-ASCII scalar.
  private enum Fold {
    /// It folds to this alone and beside others.
    case alone(String)
    /// Its fold depends on its neighbours.
    case inContext
  }

  /// What each non-ASCII scalar met so far folds to.
  private var folds: [Unicode.Scalar: Fold] = [:]

  /// `text` folded.
  mutating func folded(_ text: String) -> String {
    if Self.isASCII(text) { return Self.asciiFolded(text) }
    let trimmed = Self.trimmed(text)
    var result = ""
    for scalar in trimmed.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(Unicode.Scalar(Self.lowercased(UInt8(scalar.value))))
        continue
      }
      guard case .alone(let fold) = fold(of: scalar) else { return Self.foundationFolded(trimmed) }
      result += fold
    }
    return result
  }

  /// What `scalar` (not ASCII) folds to, asked of Foundation the first time.
  private mutating func fold(of scalar: Unicode.Scalar) -> Fold {
    if let known = folds[scalar] { return known }
    var fold = Fold.inContext
    if Self.foldsAlone(scalar) {
      let alone = Self.foundationFolded(String(scalar))
      if Self.foundationFolded("a" + String(scalar)) == "a" + alone { fold = .alone(alone) }
    }
    folds[scalar] = fold
    return fold
  }

  /// Whether `text` is all ASCII.
  static func isASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// What ``folded(_:)`` gives for ASCII text, without Foundation: letters in lower case, spaces
  /// and tabs trimmed (the ASCII part of `.whitespaces`).
  static func asciiFolded(_ text: String) -> String {
    var bytes = Array(text.utf8)
    while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
    let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.endIndex
    return String(decoding: bytes[start...].map(lowercased), as: UTF8.self)
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

  /// Whether `trimmed(_:)` drops `scalar` at an end.
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
  }

  /// Whether `scalar` may fold alone as it folds in any name: letters other than modifier
  /// letters, numbers, punctuation, symbols other than modifier symbols, and space separators.
  private static func foldsAlone(_ scalar: Unicode.Scalar) -> Bool {
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

  /// `byte` in lower case when it is an ASCII capital letter.
  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }
}
