/// A JSON value as ``StableJSONEncoder`` builds it: scalars kept as the values they are (written
/// out only at the end, with no buffer of their own), containers filled in place by the
/// containers an `Encodable` asks for.
final class JSONNode {
  enum Content {
    /// Nothing encoded yet: written as an empty object, as `JSONEncoder` does.
    case empty
    case null
    case bool(Bool)
    case string(String)
    case signed(Int64)
    case unsigned(UInt64)
    /// A finite floating-point number as it is written.
    case number(String)
    case array([JSONNode])
    /// Members in the order encoded; the writer sorts them, the last value of a name winning.
    case object([(name: String, value: JSONNode)])
  }

  var content: Content

  init(_ content: Content = .empty) {
    self.content = content
  }

  /// Adds a member, making this node an object if it was nothing yet.
  func add(_ name: String, _ value: JSONNode) {
    if case .object(var members) = content {
      content = .empty  // the array is uniquely held while it grows
      members.append((name, value))
      content = .object(members)
    } else {
      content = .object([(name, value)])
    }
  }

  /// Appends an element, making this node an array if it was nothing yet.
  func append(_ element: JSONNode) {
    if case .array(var elements) = content {
      content = .empty
      elements.append(element)
      content = .array(elements)
    } else {
      content = .array([element])
    }
  }

  /// How many elements an array holds so far.
  var count: Int {
    if case .array(let elements) = content { return elements.count }
    return 0
  }
}

/// Where a value is encoded, built only when asked for: a chain of keys from the root.
final class CodingPathLink {
  let parent: CodingPathLink?
  let key: any CodingKey

  init(parent: CodingPathLink?, key: any CodingKey) {
    self.parent = parent
    self.key = key
  }

  /// The keys from the root to here.
  static func path(to link: CodingPathLink?) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var link = link
    while let current = link {
      keys.append(current.key)
      link = current.parent
    }
    return keys.reversed()
  }
}
