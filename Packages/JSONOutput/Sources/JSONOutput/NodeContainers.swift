/// An object's members as an `Encodable` encodes them.
struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONNode
  let codingPath: [any CodingKey]

  private func set(_ child: JSONNode, for key: any CodingKey) {
    if case .object(var members) = node.content {
      node.content = .empty  // the dictionary is uniquely held while it changes
      members[key.stringValue] = child
      node.content = .object(members)
    } else {
      node.content = .object([key.stringValue: child])
    }
  }

  private func set(_ text: [UInt8], for key: Key) { set(JSONNode(scalar: text), for: key) }

  mutating func encodeNil(forKey key: Key) throws { set(JSONScalarText.null, for: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    set(value ? JSONScalarText.true : JSONScalarText.false, for: key)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    set(JSONScalarText.string(value), for: key)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try floatText(value, codingPath: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try floatText(value, codingPath: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(JSONScalarText.integer(value), for: key)
  }
  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    set(try NodeEncoder.node(for: value, codingPath: codingPath + [key]), for: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONNode()
    set(child, for: key)
    return NodeEncoder(node: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONNode()
    set(child, for: key)
    return NodeEncoder(node: child, codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { superEncoder(named: SuperKey()) }

  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key) }

  private func superEncoder(named key: any CodingKey) -> any Encoder {
    let child = JSONNode()
    set(child, for: key)
    return NodeEncoder(node: child, codingPath: codingPath + [key])
  }
}

/// The key `super`, as `JSONEncoder` names a superclass's values.
struct SuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }
  init() {}
  init?(stringValue: String) { nil }
  init?(intValue: Int) { nil }
}

/// The index of an array element, for coding paths.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

/// An array's elements as an `Encodable` encodes them.
struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]
  var count: Int { node.elements.count }

  private func append(_ child: JSONNode) {
    if case .array(var elements) = node.content {
      node.content = .empty  // the array is uniquely held while it grows
      elements.append(child)
      node.content = .array(elements)
    } else {
      node.content = .array([child])
    }
  }

  private func append(_ text: [UInt8]) { append(JSONNode(scalar: text)) }
  private var nextPath: [any CodingKey] { codingPath + [IndexKey(count)] }

  mutating func encodeNil() throws { append(JSONScalarText.null) }
  mutating func encode(_ value: Bool) throws {
    append(value ? JSONScalarText.true : JSONScalarText.false)
  }
  mutating func encode(_ value: String) throws { append(JSONScalarText.string(value)) }
  mutating func encode(_ value: Double) throws {
    append(try floatText(value, codingPath: nextPath))
  }
  mutating func encode(_ value: Float) throws { append(try floatText(value, codingPath: nextPath)) }
  mutating func encode(_ value: Int) throws { append(JSONScalarText.integer(value)) }
  mutating func encode(_ value: Int8) throws { append(JSONScalarText.integer(value)) }
  mutating func encode(_ value: Int16) throws { append(JSONScalarText.integer(value)) }
  mutating func encode(_ value: Int32) throws { append(JSONScalarText.integer(value)) }
  mutating func encode(_ value: Int64) throws { append(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt) throws { append(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt8) throws { append(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt16) throws { append(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt32) throws { append(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt64) throws { append(JSONScalarText.integer(value)) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    append(try NodeEncoder.node(for: value, codingPath: nextPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = JSONNode()
    let path = nextPath
    append(child)
    return NodeEncoder(node: child, codingPath: path).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = JSONNode()
    let path = nextPath
    append(child)
    return NodeEncoder(node: child, codingPath: path).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONNode()
    let path = nextPath
    append(child)
    return NodeEncoder(node: child, codingPath: path)
  }
}

/// One value as an `Encodable` encodes it.
struct SingleValueNodeContainer: SingleValueEncodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]

  private func set(_ text: [UInt8]) { node.content = .scalar(text) }

  mutating func encodeNil() throws { set(JSONScalarText.null) }
  mutating func encode(_ value: Bool) throws {
    set(value ? JSONScalarText.true : JSONScalarText.false)
  }
  mutating func encode(_ value: String) throws { set(JSONScalarText.string(value)) }
  mutating func encode(_ value: Double) throws { set(try floatText(value, codingPath: codingPath)) }
  mutating func encode(_ value: Float) throws { set(try floatText(value, codingPath: codingPath)) }
  mutating func encode(_ value: Int) throws { set(JSONScalarText.integer(value)) }
  mutating func encode(_ value: Int8) throws { set(JSONScalarText.integer(value)) }
  mutating func encode(_ value: Int16) throws { set(JSONScalarText.integer(value)) }
  mutating func encode(_ value: Int32) throws { set(JSONScalarText.integer(value)) }
  mutating func encode(_ value: Int64) throws { set(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt) throws { set(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt8) throws { set(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt16) throws { set(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt32) throws { set(JSONScalarText.integer(value)) }
  mutating func encode(_ value: UInt64) throws { set(JSONScalarText.integer(value)) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    node.content = try NodeEncoder.node(for: value, codingPath: codingPath).content
  }
}
