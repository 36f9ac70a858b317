/// An object's members as an `Encodable` encodes them.
struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONNode
  let link: CodingPathLink?
  var codingPath: [any CodingKey] { CodingPathLink.path(to: link) }

  private func set(_ content: JSONNode.Content, for key: Key) {
    node.add(key.stringValue, JSONNode(content))
  }

  private func child(_ key: any CodingKey) -> CodingPathLink {
    CodingPathLink(parent: link, key: key)
  }

  mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try floatContent(value, at: child(key)), for: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try floatContent(value, at: child(key)), for: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    set(.signed(Int64(value)), for: key)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    set(.signed(Int64(value)), for: key)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    set(.signed(Int64(value)), for: key)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    set(.signed(Int64(value)), for: key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(.signed(value), for: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    set(.unsigned(UInt64(value)), for: key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    set(.unsigned(UInt64(value)), for: key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    set(.unsigned(UInt64(value)), for: key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    set(.unsigned(UInt64(value)), for: key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.unsigned(value), for: key) }
  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    node.add(key.stringValue, try NodeEncoder.node(for: value, at: child(key)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    superEncoder(named: key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    superEncoder(named: key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { superEncoder(named: SuperKey()) }

  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key) }

  /// An encoder for a new member named `key`.
  private func superEncoder(named key: any CodingKey) -> NodeEncoder {
    let member = JSONNode()
    node.add(key.stringValue, member)
    return NodeEncoder(node: member, link: child(key))
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
  let link: CodingPathLink?
  var codingPath: [any CodingKey] { CodingPathLink.path(to: link) }
  var count: Int { node.count }

  private func append(_ content: JSONNode.Content) { node.append(JSONNode(content)) }
  private var next: CodingPathLink { CodingPathLink(parent: link, key: IndexKey(count)) }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws { append(try floatContent(value, at: next)) }
  mutating func encode(_ value: Float) throws { append(try floatContent(value, at: next)) }
  mutating func encode(_ value: Int) throws { append(.signed(Int64(value))) }
  mutating func encode(_ value: Int8) throws { append(.signed(Int64(value))) }
  mutating func encode(_ value: Int16) throws { append(.signed(Int64(value))) }
  mutating func encode(_ value: Int32) throws { append(.signed(Int64(value))) }
  mutating func encode(_ value: Int64) throws { append(.signed(value)) }
  mutating func encode(_ value: UInt) throws { append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt8) throws { append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt16) throws { append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt32) throws { append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt64) throws { append(.unsigned(value)) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    node.append(try NodeEncoder.node(for: value, at: next))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    superEncoder().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    superEncoder().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { elementEncoder() }

  /// An encoder for a new element.
  private func elementEncoder() -> NodeEncoder {
    let element = JSONNode()
    let link = next
    node.append(element)
    return NodeEncoder(node: element, link: link)
  }
}

/// One value as an `Encodable` encodes it.
struct SingleValueNodeContainer: SingleValueEncodingContainer {
  let node: JSONNode
  let link: CodingPathLink?
  var codingPath: [any CodingKey] { CodingPathLink.path(to: link) }

  private func set(_ content: JSONNode.Content) { node.content = content }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(try floatContent(value, at: link)) }
  mutating func encode(_ value: Float) throws { set(try floatContent(value, at: link)) }
  mutating func encode(_ value: Int) throws { set(.signed(Int64(value))) }
  mutating func encode(_ value: Int8) throws { set(.signed(Int64(value))) }
  mutating func encode(_ value: Int16) throws { set(.signed(Int64(value))) }
  mutating func encode(_ value: Int32) throws { set(.signed(Int64(value))) }
  mutating func encode(_ value: Int64) throws { set(.signed(value)) }
  mutating func encode(_ value: UInt) throws { set(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt8) throws { set(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt16) throws { set(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt32) throws { set(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt64) throws { set(.unsigned(value)) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    node.content = try NodeEncoder.node(for: value, at: link).content
  }
}
