import Foundation
import MediaFeature

/// The checks every music command makes before any request. Each rejection is a usage error
/// (exit 64), one line naming the argument or flag and the value as given (``Shown/text(_:)``).
enum MusicInput {
  /// The process's current folder, where files go when `-o` does not say.
  static var currentFolder: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }

  /// The longest id accepted; server ids are UUIDs or small numbers.
  static let maximumIDLength = 200
  /// The longest name or text accepted (playlist names, search text, genres, lyrics queries).
  static let maximumTextLength = 200

  /// Where `-o` says a file goes (`-` for standard output, refused on a terminal, where a file's
  /// bytes would garble the screen), checked before any request.
  static func saveTarget(_ invocation: Invocation, _ option: OptionSpec) throws -> SaveTarget {
    let target = try SaveTarget.resolve(invocation.arguments.value(option.name), in: currentFolder)
    if case .descriptor = target, invocation.console.outputIsTerminal {
      throw CommandFailure.usage(
        "-o -: standard output is a terminal; redirect it to a file or a pipe")
    }
    return target
  }

  /// The positionals of `invocation`, checked to be `count` exactly; `names` name them in the
  /// error (`ID`, `NAME`), which quotes the command's usage as its help gives it.
  static func positionals(
    _ invocation: Invocation, _ names: [String]
  ) throws(CommandFailure) -> [String] {
    let given = invocation.arguments.positionals
    if given.count < names.count {
      let usage =
        invocation.usage.isEmpty
        ? "\(invocation.command) \(names.joined(separator: " "))" : "sunsonic \(invocation.usage)"
      throw .usage("missing \(names[given.count]) (usage: \(usage))")
    }
    if given.count > names.count {
      throw .usage(
        "unexpected argument \(Shown.text(given[names.count])) for '\(invocation.command)'")
    }
    return given
  }

  /// `text` as an id: not empty, at most 200 characters, no control characters.
  static func id(_ text: String, _ name: String) throws(CommandFailure) -> String {
    if text.isEmpty {
      throw .usage("\(name) \(Shown.text(text)): empty (give an id as listed by sunsonic)")
    }
    if text.count > maximumIDLength {
      throw .usage("\(name) \(Shown.text(text)): longer than \(maximumIDLength) characters")
    }
    if hasControlCharacter(text) {
      throw .usage("\(name) \(Shown.text(text)): has a control character")
    }
    return text
  }

  /// `text` as a name or free text: not blank, at most 200 characters, no control characters.
  static func text(_ text: String, _ name: String) throws(CommandFailure) -> String {
    if text.allSatisfy(\.isWhitespace) {
      throw .usage("\(name) \(Shown.text(text)): empty")
    }
    if text.count > maximumTextLength {
      throw .usage("\(name) \(Shown.text(text)): longer than \(maximumTextLength) characters")
    }
    if hasControlCharacter(text) {
      throw .usage("\(name) \(Shown.text(text)): has a control character")
    }
    return text
  }

  /// `text` as a whole number in `range`: plain decimal digits, an optional leading minus.
  static func integer(
    _ text: String, _ name: String, in range: ClosedRange<Int>, what: String = "a whole number"
  ) throws(CommandFailure) -> Int {
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(text), range.contains(value)
    else {
      throw .usage(
        "\(name) \(Shown.text(text)): not \(what) from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// The value of the option `name` as a whole number in `range`, or `fallback` when not given.
  static func integerOption(
    _ invocation: Invocation, _ name: String, in range: ClosedRange<Int>, default fallback: Int
  ) throws(CommandFailure) -> Int {
    guard let text = invocation.arguments.value(name) else { return fallback }
    return try integer(text, name, in: range)
  }

  /// Whether `text` holds a control character (line breaks, tabs, escape, NUL).
  static func hasControlCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
