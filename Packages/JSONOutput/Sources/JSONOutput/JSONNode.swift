/// A JSON value as ``StableJSONEncoder`` builds it: scalars already written out as JSON text,
/// containers filled in place by the containers an `Encodable` asks for.
final class JSONNode {
  enum Content {
    /// Nothing encoded yet: written as an empty object, as `JSONEncoder` does.
    case empty
    /// `null`, `true`, a number or a quoted string, as it is written.
    case scalar([UInt8])
    case array([JSONNode])
    /// Members by name; the last value encoded for a name wins.
    case object([String: JSONNode])
  }

  var content: Content = .empty

  init() {}

  init(scalar text: [UInt8]) {
    content = .scalar(text)
  }

  /// The members so far, making this node an object if it was nothing yet.
  var members: [String: JSONNode] {
    get {
      if case .object(let members) = content { return members }
      return [:]
    }
    set { content = .object(newValue) }
  }

  /// The elements so far, making this node an array if it was nothing yet.
  var elements: [JSONNode] {
    get {
      if case .array(let elements) = content { return elements }
      return []
    }
    set { content = .array(newValue) }
  }
}
