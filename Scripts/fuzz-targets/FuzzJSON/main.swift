import Foundation
import FuzzSupport
import HTTPTransport

// Fuzzes JSONParser, the one reader of JSON both live clients use, with the bytes a hostile
// server may send.
//
// Input: one selector byte, then the document. The selector's bit 0 picks a small depth limit
// (8 instead of 512), bit 1 a small size limit (64 KiB instead of 128 MiB), so that inputs of
// libFuzzer's usual sizes reach the limit checks.
//
// Promises checked besides "no crash": limits only refuse, never change what is read (a parse
// that succeeds under small limits gives the same tree under the defaults); what is read is
// written back as JSON and read again to the same tree (escapes, surrogate pairs and numbers
// survive the round trip); a failure's description is one line.

/// `value` as JSON text.
func written(_ value: JSONValue) -> String {
  switch value {
  case .null: return "null"
  case .bool(let flag): return flag ? "true" : "false"
  case .number(let number): return "\(number)"
  case .string(let text): return quoted(text)
  case .array(let items): return "[" + items.map(written).joined(separator: ",") + "]"
  case .object(let members):
    return "{" + members.map { quoted($0.key) + ":" + written($0.value) }.joined(separator: ",")
      + "}"
  }
}

/// `text` as a JSON string, control characters escaped.
func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case _ where scalar.value < 0x20:
      result += String(format: "\\u%04x", scalar.value)
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

Fuzzer.main { input in
  let selector = input.first ?? 0
  let document = Data(input.dropFirst())
  let limited = JSONParser(
    maximumDepth: selector & 1 == 0 ? JSONParser.defaultMaximumDepth : 8,
    maximumSize: selector & 2 == 0 ? JSONParser.defaultMaximumSize : 65_536)
  let value: JSONValue
  do {
    value = try limited.parse(document)
  } catch {
    if "\(error)".contains(where: \.isNewline) {
      Fuzzer.fail("a failure of more than one line: \(String(reflecting: error))")
    }
    return
  }
  guard let unlimited = try? JSONParser().parse(document), unlimited == value else {
    Fuzzer.fail("the limits changed what was read")
  }
  guard let again = try? JSONParser().parse(Data(written(value).utf8)), again == value else {
    Fuzzer.fail("the tree written back as JSON reads differently: \(written(value).prefix(200))")
  }
}
