import Foundation

/// Encodes an `Encodable` value as Foundation's `JSONEncoder` does with `outputFormatting`
/// `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]` and its default strategies, byte for
/// byte (the tests compare the two on thousands of generated values), in a fraction of the time:
/// it writes bytes straight from a light tree instead of going through `JSONEncoder`'s boxes, and
/// sorts names by their bytes. A departure from the toolchain's encoder for speed: `--json` of a
/// 10,000-artist library spent about 150 ms in `JSONEncoder` (Scripts/bench-scale).
///
/// `Data` and `Decimal`, which `JSONEncoder` writes in ways of its own, are refused (no `--json`
/// view holds them); a `URL` is its absolute string, as there.
public struct StableJSONEncoder: Sendable {
  public init() {}

  /// The JSON text of `value`, with no trailing newline.
  public func encode<Value: Encodable>(_ value: Value) throws -> String {
    let root = try NodeEncoder.node(for: value, codingPath: [])
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
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(node: JSONNode, codingPath: [any CodingKey]) {
    self.node = node
    self.codingPath = codingPath
  }

  /// The node `value` encodes to: strings and URLs directly, anything else through its
  /// `encode(to:)`.
  static func node<Value: Encodable>(for value: Value, codingPath: [any CodingKey]) throws
    -> JSONNode
  {
    switch value {
    case let text as String: return JSONNode(scalar: JSONScalarText.string(text))
    case let url as URL: return JSONNode(scalar: JSONScalarText.string(url.absoluteString))
    case is Data, is Decimal:
      throw EncodingError.invalidValue(
        value, .init(codingPath: codingPath, debugDescription: "\(Value.self) is not supported"))
    default:
      let node = JSONNode()
      try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
      return node
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .empty = node.content { node.content = .object([:]) }
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .empty = node.content { node.content = .array([]) }
    return UnkeyedNodeContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueNodeContainer(node: node, codingPath: codingPath)
  }
}

/// The text of a floating-point value, or the error `JSONEncoder` throws for a non-finite one.
func floatText<Value: BinaryFloatingPoint & LosslessStringConvertible>(
  _ value: Value, codingPath: [any CodingKey]
) throws -> [UInt8] {
  guard let text = JSONScalarText.number(value) else {
    throw EncodingError.invalidValue(
      value,
      .init(codingPath: codingPath, debugDescription: "Unable to encode \(value) directly in JSON.")
    )
  }
  return text
}
