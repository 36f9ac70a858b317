/// A command's usage and its options in mdoc(7)'s semantic macros, as swift-argument-parser's
/// `generate-manual` writes them, so that `man` sets options, placeholders and literal words
/// each in its own style.
///
/// In a usage, `[` … `]` become `Oo` … `Oc`, an option (`--album`, `-o`) `Fl`, a placeholder in
/// capitals (`ID`, `YYYY-MM-DD`) `Ar`, any other word (the command's name, `create`, `today`)
/// `Cm`, a lone `-` (standard output) a bare `Fl`; `|` stays between choices and `...` after
/// what repeats.
enum ManualSynopsis {
  /// The macro arguments that show `usage` (one form of a command, without `sunsonic`), for a
  /// macro line after `Nm sunsonic`.
  static func macros(_ usage: String) -> String {
    usage.split(separator: " ").flatMap(wordMacros).joined(separator: " ")
  }

  /// The macros that name `option` at the head of its entry in a list:
  /// `Fl o , Fl \-output Ar FILE`.
  static func option(_ option: OptionSpec) -> String {
    var macros = ""
    if let short = option.shortName { macros += flag(short) + " , " }
    macros += flag(option.name)
    if let value = option.valueName { macros += " " + choices(value).joined(separator: " ") }
    return macros
  }

  /// One word of a usage: its opening brackets, its choices, then what repeats and its closing
  /// brackets in the order written (`NAME]...`, `SONG...]`).
  private static func wordMacros(_ word: Substring) -> [String] {
    var core = word
    var macros: [String] = []
    while core.first == "[" {
      macros.append("Oo")
      core = core.dropFirst()
    }
    var closing: [String] = []
    while true {
      if core.hasSuffix("]") {
        closing.insert("Oc", at: 0)
        core = core.dropLast()
      } else if core.hasSuffix("..."), core.count > 3 {
        closing.insert("No ...", at: 0)
        core = core.dropLast(3)
      } else {
        break
      }
    }
    if core == "|" {
      macros.append("|")
    } else if !core.isEmpty {
      macros += choices(core)
    }
    return macros + closing
  }

  /// `ID|NAME` as `Ar ID | Ar NAME`: each choice in its macro, `|` between them.
  private static func choices<Text: StringProtocol>(_ text: Text) -> [String] {
    text.split(separator: "|", omittingEmptySubsequences: false).enumerated().flatMap {
      index, choice in
      (index == 0 ? [] : ["|"]) + [atom(String(choice))]
    }
  }

  /// One word that is neither a bracket nor a choice bar, in its macro.
  private static func atom(_ word: String) -> String {
    if word.hasPrefix("-") { return flag(word) }
    let isPlaceholder =
      word.contains(where: \.isLetter)
      && word.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || "-_.".contains($0)) }
    return (isPlaceholder ? "Ar " : "Cm ") + Roff.argument(word)
  }

  /// `--output` as `Fl \-output`, `-o` as `Fl o`, `-` as a bare `Fl` (which shows a dash).
  private static func flag(_ name: String) -> String {
    name == "-" ? "Fl" : "Fl " + Roff.argument(String(name.dropFirst()))
  }
}
