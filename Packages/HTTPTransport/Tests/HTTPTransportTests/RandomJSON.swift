import DependencyRegistryTesting
import Foundation
import HTTPTransport

/// Random JSON documents, each as its text and the value it stands for: nested arrays and
/// objects, strings with every kind of escape and character (surrogate pairs, raw and escaped),
/// integers and decimals with exponents, and white space between tokens.
struct RandomJSON {
  var random: SeededGenerator

  /// A document whose root is an array or an object, at most `depth` deep.
  mutating func document(depth: Int = 5) -> (text: String, value: JSONValue) {
    Bool.random(using: &random) ? array(depth: depth) : object(depth: depth)
  }

  mutating func value(depth: Int) -> (text: String, value: JSONValue) {
    let choice = Int.random(in: 0..<(depth > 0 ? 8 : 6), using: &random)
    switch choice {
    case 0: return ("null", .null)
    case 1:
      let flag = Bool.random(using: &random)
      return (flag ? "true" : "false", .bool(flag))
    case 2, 3: return number()
    case 4, 5: return string()
    case 6: return array(depth: depth - 1)
    default: return object(depth: depth - 1)
    }
  }

  mutating func array(depth: Int) -> (text: String, value: JSONValue) {
    let count = Int.random(in: 0..<6, using: &random)
    var texts: [String] = []
    var values: [JSONValue] = []
    for _ in 0..<count {
      let element = value(depth: depth)
      texts.append(element.text)
      values.append(element.value)
    }
    return (
      "[" + space() + texts.joined(separator: space() + "," + space()) + space() + "]",
      .array(values)
    )
  }

  mutating func object(depth: Int) -> (text: String, value: JSONValue) {
    let count = Int.random(in: 0..<6, using: &random)
    var texts: [String] = []
    var members: [String: JSONValue] = [:]
    for _ in 0..<count {
      let name = string()
      // Names stay unique: parsers differ on which of two values wins.
      guard case .string(let key) = name.value, members[key] == nil else { continue }
      let member = value(depth: depth)
      texts.append(name.text + space() + ":" + space() + member.text)
      members[key] = member.value
    }
    return (
      "{" + space() + texts.joined(separator: "," + space()) + space() + "}",
      .object(JSONObject(members))
    )
  }

  mutating func number() -> (text: String, value: JSONValue) {
    var text = Bool.random(using: &random) ? "-" : ""
    switch Int.random(in: 0..<4, using: &random) {
    case 0: text += "0"
    case 1: text += String(Int.random(in: 1..<1_000, using: &random))
    case 2: text += String(Int64.random(in: 1..<(1 << 53), using: &random))
    default: text += String(Int.random(in: 1..<1_000_000_000, using: &random))
    }
    if Bool.random(using: &random) {
      text += "." + String(Int.random(in: 0..<1_000_000, using: &random))
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      text += ["e", "E"].randomElement(using: &random) ?? "e"
      text += ["", "+", "-"].randomElement(using: &random) ?? ""
      text += String(Int.random(in: 0..<290, using: &random))  // within a Double's range
    }
    return (text, .number(Double(text) ?? .nan))
  }

  mutating func string() -> (text: String, value: JSONValue) {
    var text = "\""
    var value = ""
    for _ in 0..<Int.random(in: 0..<12, using: &random) {
      let (piece, scalar) = character()
      text += piece
      value.unicodeScalars.append(scalar)
    }
    return (text + "\"", .string(value))
  }

  /// One character of a string: its JSON spelling and what it stands for.
  private mutating func character() -> (String, Unicode.Scalar) {
    let pool: [Unicode.Scalar] = [
      "a", "Z", "0", " ", "~", "\u{7F}", "é", "ß", "中", "\u{2028}", "😀", "𝄞",
      "\u{10FFFF}", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{8}", "\u{C}", "\r",
    ]
    // Not U+FEFF: JSONSerialization on Linux drops it from strings (the parser keeps it).
    let code = UInt32.random(in: 0x20..<0xD800, using: &random)
    let scalar =
      Int.random(in: 0..<4, using: &random) == 0 && code != 0xFEFF
      ? Unicode.Scalar(code) ?? "x"
      : pool.randomElement(using: &random) ?? "x"
    switch scalar {
    case "\"": return ("\\\"", scalar)
    case "\\": return ("\\\\", scalar)
    case "/": return (Bool.random(using: &random) ? "\\/" : "/", scalar)
    case "\n": return ("\\n", scalar)
    case "\t": return ("\\t", scalar)
    case "\r": return ("\\r", scalar)
    case "\u{8}": return ("\\b", scalar)
    case "\u{C}": return ("\\f", scalar)
    default:
      if scalar.value < 0x20 || Int.random(in: 0..<3, using: &random) == 0 {
        return (escaped(scalar), scalar)
      }
      return (String(scalar), scalar)
    }
  }

  /// `\uXXXX`, or a surrogate pair of them, with hexadecimal digits in either case.
  private mutating func escaped(_ scalar: Unicode.Scalar) -> String {
    let upper = Bool.random(using: &random)
    return String(scalar).utf16.map { unit in
      let hex = String(unit, radix: 16, uppercase: upper)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }.joined()
  }

  private mutating func space() -> String {
    ["", "", "", " ", "\n", "\t", "\r\n "].randomElement(using: &random) ?? ""
  }
}
