import PlayerClient

/// Splits a player command into words as a POSIX shell would, without expanding anything:
/// blanks separate words, single quotes keep everything, double quotes keep everything but
/// `\"` and `\\`, a backslash outside quotes keeps the next character.
enum PlayerCommandWords {
  /// The longest command accepted, in bytes.
  static let maximumBytes = 4096

  static func split(_ text: String) throws(PlayerError) -> [String] {
    guard text.utf8.count <= maximumBytes else {
      throw .invalidCommand("it is longer than \(maximumBytes) bytes")
    }
    if text.unicodeScalars.contains(where: {
      $0.properties.generalCategory == .control && $0 != " " && $0 != "\t"
    }) {
      throw .invalidCommand("it holds a control character")
    }
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        // In double quotes only `\"` and `\\` are escapes; elsewhere the backslash stays.
        if quote == "\"" && character != "\"" && character != "\\" { word.append("\\") }
        word.append(character)
        escaped = false
        continue
      }
      switch (quote, character) {
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case ("'", _):
        word.append(character)
      case ("\"", "\\"), (nil, "\\"):
        escaped = true
        inWord = true
      case ("\"", _):
        word.append(character)
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case (nil, " "), (nil, "\t"):
        if inWord { words.append(word) }
        word = ""
        inWord = false
      default:
        word.append(character)
        inWord = true
      }
    }
    if quote != nil { throw .invalidCommand("a quote is not closed") }
    if escaped { throw .invalidCommand("it ends with a backslash") }
    if inWord { words.append(word) }
    return words
  }
}
