import Foundation

/// Encodes an `Encodable` value as Foundation's `JSONEncoder` does with `outputFormatting`
/// `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]` and its default strategies, byte for
/// byte (the tests compare the two on thousands of generated values), in a fraction of the time:
/// values go into a light tree and are written straight to bytes, names sorted by their bytes.
/// A departure from the toolchain's encoder for speed: `--json` of a 10,000-artist library
/// spent about 150 ms in `JSONEncoder` (Scripts/bench-scale).
///
/// `Data` and `Decimal`, which `JSONEncoder` writes in ways of its own, are refused (no `--json`
/// view holds them); a `URL` is its absolute string, as there.
public struct StableJSONEncoder: Sendable {
  /// An encoder; it has no options: the output format is fixed.
  public init() {}

  /// The JSON text of `value`, with no trailing newline.
  public func encode<Value: Encodable>(_ value: Value) throws -> String {
    let root = try NodeEncoder.node(for: value, at: nil)
    if case .empty = root.content {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: [], debugDescription: "Top-level \(Value.self) did not encode any values."))
    }
    var writer = JSONTextWriter()
    writer.write(root)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}

/// The `Encoder` a value encodes itself into: it fills one ``JSONNode``.
final class NodeEncoder: Encoder {
  let node: JSONNode
  let link: CodingPathLink?
  var codingPath: [any CodingKey] { CodingPathLink.path(to: link) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(node: JSONNode, link: CodingPathLink?) {
    self.node = node
    self.link = link
  }

  /// The node `value` encodes to: strings, URLs and the usual scalars directly, anything else
  /// through its `encode(to:)`. `link` is made only when needed (an error, a nested encoder).
  static func node<Value: Encodable>(
    for value: Value, at link: @autoclosure () -> CodingPathLink?
  ) throws -> JSONNode {
    // Types told apart by their metadata (a pointer comparison) before any dynamic cast: a
    // number or a nested value used to fail four casts (String, URL, Data, Decimal) first.
    let type = Value.self
    if type == String.self, let text = value as? String { return JSONNode(.string(text)) }
    if type == Int.self, let number = value as? Int { return JSONNode(.signed(Int64(number))) }
    if type == Bool.self, let flag = value as? Bool { return JSONNode(.bool(flag)) }
    if type == Double.self, let number = value as? Double {
      return JSONNode(try floatContent(number, at: link()))
    }
    if type == URL.self, let url = value as? URL { return JSONNode(.string(url.absoluteString)) }
    if type == Data.self || type == Decimal.self {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: CodingPathLink.path(to: link()),
          debugDescription: "\(Value.self) is not supported"))
    }
    let node = JSONNode()
    try value.encode(to: NodeEncoder(node: node, link: link()))
    return node
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .empty = node.content {
      var members: [(name: String, value: JSONNode)] = []
      members.reserveCapacity(8)  // one allocation for a view's usual handful of keys
      node.content = .object(members)
    }
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, link: link))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .empty = node.content { node.content = .array([]) }
    return UnkeyedNodeContainer(node: node, link: link)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueNodeContainer(node: node, link: link)
  }
}

/// The content of a floating-point value, or the error `JSONEncoder` throws for a non-finite one.
func floatContent<Value: BinaryFloatingPoint & LosslessStringConvertible>(
  _ value: Value, at link: @autoclosure () -> CodingPathLink?
) throws -> JSONNode.Content {
  guard let text = JSONScalarText.number(value) else {
    throw EncodingError.invalidValue(
      value,
      .init(
        codingPath: CodingPathLink.path(to: link()),
        debugDescription: "Unable to encode \(value) directly in JSON."))
  }
  return .number(text)
}
