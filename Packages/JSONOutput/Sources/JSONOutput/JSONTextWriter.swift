/// Writes a ``JSONNode`` tree as `JSONEncoder` does with `[.sortedKeys, .prettyPrinted,
/// .withoutEscapingSlashes]`: two-space indents, `"name" : value`, members in the byte order of
/// their names, an empty container as an open line, a blank line and a close.
struct JSONTextWriter {
  private(set) var bytes: [UInt8] = []

  mutating func write(_ node: JSONNode, depth: Int = 0) {
    switch node.content {
    case .scalar(let text):
      bytes += text
    case .empty:
      writeEmpty(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), depth: depth)
    case .array(let elements):
      guard !elements.isEmpty else {
        return writeEmpty(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), depth: depth)
      }
      bytes += [UInt8(ascii: "["), UInt8(ascii: "\n")]
      for (index, element) in elements.enumerated() {
        indent(depth + 1)
        write(element, depth: depth + 1)
        if index < elements.count - 1 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
      }
      indent(depth)
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        return writeEmpty(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), depth: depth)
      }
      bytes += [UInt8(ascii: "{"), UInt8(ascii: "\n")]
      let names = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, name) in names.enumerated() {
        indent(depth + 1)
        JSONScalarText.appendString(name, to: &bytes)
        bytes += [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")]
        if let member = members[name] { write(member, depth: depth + 1) }
        if index < names.count - 1 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
      }
      indent(depth)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  private mutating func writeEmpty(open: UInt8, close: UInt8, depth: Int) {
    bytes += [open, UInt8(ascii: "\n"), UInt8(ascii: "\n")]
    indent(depth)
    bytes.append(close)
  }

  private mutating func indent(_ depth: Int) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }
}
