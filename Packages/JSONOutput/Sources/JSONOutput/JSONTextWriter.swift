/// Writes a ``JSONNode`` tree as `JSONEncoder` does with `[.sortedKeys, .prettyPrinted,
/// .withoutEscapingSlashes]`: two-space indents, `"name" : value`, members in the byte order of
/// their names (the last value of a name encoded twice), an empty container as an open line, a
/// blank line and a close.
struct JSONTextWriter {
  private(set) var bytes: [UInt8] = []
  /// The names of the last object sorted and the order found for them: the elements of an array
  /// usually have the same names in the same order, and then are not sorted again.
  private var lastShape: (names: [String], order: [Member])?

  mutating func write(_ node: JSONNode, depth: Int = 0) {
    switch node.content {
    case .null: append("null")
    case .bool(true): append("true")
    case .bool(false): append("false")
    case .string(let text): JSONScalarText.appendString(text, to: &bytes)
    case .signed(let value):
      JSONScalarText.appendInteger(value.magnitude, negative: value < 0, to: &bytes)
    case .unsigned(let value): JSONScalarText.appendInteger(value, negative: false, to: &bytes)
    case .number(let text): bytes += text.utf8
    case .empty:
      writeEmpty(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), depth: depth)
    case .array(let elements):
      guard !elements.isEmpty else {
        return writeEmpty(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), depth: depth)
      }
      append("[\n")
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
      append("{\n")
      let order = self.order(of: members)
      for (index, member) in order.enumerated() {
        indent(depth + 1)
        JSONScalarText.appendString(members[member.name].name, to: &bytes)
        append(" : ")
        write(members[member.value].value, depth: depth + 1)
        if index < order.count - 1 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
      }
      indent(depth)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// One member as written: the index of the spelling of its name, and of its value.
  struct Member {
    let name: Int
    let value: Int
  }

  /// The order of `members` as written: the last object's when the names are the same bytes in
  /// the same order, else ``sortedLastWins(_:)``'s.
  private mutating func order(of members: [(name: String, value: JSONNode)]) -> [Member] {
    if let shape = lastShape, shape.names.count == members.count,
      zip(shape.names, members).allSatisfy({ sameBytes($0, $1.name) })
    {
      return shape.order
    }
    let order = Self.sortedLastWins(members)
    lastShape = (members.map(\.name), order)
    return order
  }

  /// `members` in the byte order of their names, each name once with the last value given.
  /// Names are equal as Swift's strings are (canonically, as in the dictionary `JSONEncoder`
  /// keeps, which also keeps the first spelling); ASCII names, the usual case, without hashing.
  private static func sortedLastWins(_ members: [(name: String, value: JSONNode)]) -> [Member] {
    guard members.allSatisfy({ $0.name.utf8.allSatisfy { $0 < 0x80 } }) else {
      var byName: [String: Member] = [:]
      for (index, member) in members.enumerated() {
        byName[member.name] = Member(name: byName[member.name]?.name ?? index, value: index)
      }
      return byName.values.sorted {
        members[$0.name].name.utf8.lexicographicallyPrecedes(members[$1.name].name.utf8)
      }
    }
    // Views usually encode their keys in order already: then there is nothing to sort.
    if zip(members, members.dropFirst()).allSatisfy({ precedes($0.name, $1.name) }) {
      return members.indices.map { Member(name: $0, value: $0) }
    }
    let order = members.indices.sorted { left, right in
      let (a, b) = (members[left].name.utf8, members[right].name.utf8)
      if a.elementsEqual(b) { return left < right }
      return a.lexicographicallyPrecedes(b)
    }
    var sorted: [Member] = []
    sorted.reserveCapacity(order.count)
    for (position, index) in order.enumerated() {
      let next = position + 1 < order.count ? members[order[position + 1]].name : nil
      if next.map({ !$0.utf8.elementsEqual(members[index].name.utf8) }) ?? true {
        sorted.append(Member(name: index, value: index))
      }
    }
    return sorted
  }

  /// Appends `text` without building an array for it.
  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func writeEmpty(open: UInt8, close: UInt8, depth: Int) {
    bytes.append(open)
    append("\n\n")
    indent(depth)
    bytes.append(close)
  }

  private mutating func indent(_ depth: Int) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }
}

/// Whether `left` and `right` are the same UTF-8 bytes (not only canonically equal).
private func sameBytes(_ left: String, _ right: String) -> Bool {
  let fast = left.utf8.withContiguousStorageIfAvailable { a in
    right.utf8.withContiguousStorageIfAvailable { b in
      a.count == b.count && a.elementsEqual(b)
    }
  }
  return (fast ?? nil) ?? left.utf8.elementsEqual(right.utf8)
}

/// Whether `left` comes strictly before `right` in the byte order of their UTF-8.
private func precedes(_ left: String, _ right: String) -> Bool {
  let fast = left.utf8.withContiguousStorageIfAvailable { a in
    right.utf8.withContiguousStorageIfAvailable { b in
      let common = min(a.count, b.count)
      for index in 0..<common where a[index] != b[index] { return a[index] < b[index] }
      return a.count < b.count
    }
  }
  return (fast ?? nil) ?? left.utf8.lexicographicallyPrecedes(right.utf8)
}
