/// An endpoint's parameters in order, repeated names allowed (`songIdToAdd=1&songIdToAdd=2`),
/// and their percent-encoding.
struct QueryParameters: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  /// The name-value pairs, in the order they are sent.
  private(set) var items: [(name: String, value: String)] = []
  /// The values among them that are secrets (a new password, as sent and as typed): the call's
  /// errors are redacted of them as of the credentials.
  private(set) var secrets: [String] = []

  /// No parameters.
  init() {}

  /// Parameters from a literal, in its order; `nil` values are left out.
  init(dictionaryLiteral elements: (String, String?)...) {
    for (name, value) in elements { add(name, value) }
  }

  /// Adds `name=value`, unless `value` is `nil`.
  mutating func add(_ name: String, _ value: String?) {
    guard let value else { return }
    items.append((name, value))
  }

  /// Adds `name=value`, unless `value` is `nil`.
  mutating func add(_ name: String, _ value: Int?) {
    add(name, value.map { String($0) })
  }

  /// Adds `name=true` or `name=false`, unless `value` is `nil`.
  mutating func add(_ name: String, _ value: Bool?) {
    add(name, value.map { $0 ? "true" : "false" })
  }

  /// Adds `name=enc:HEX`, the password's UTF-8 bytes in hexadecimal as the API takes a password,
  /// and keeps the password and its encodings as ``secrets``.
  mutating func addPassword(_ name: String, _ password: String) {
    let encoded = "enc:" + Hex.encode(password.utf8)
    add(name, encoded)
    let forms = [password, encoded, String(encoded.dropFirst(4))]
    secrets += forms + forms.map(Self.encode)
  }

  /// Adds `name=value` once per value, in order.
  mutating func add(_ name: String, each values: [String]) {
    for value in values { add(name, value) }
  }

  /// Appends `other`'s parameters after these.
  mutating func append(_ other: QueryParameters) {
    items += other.items
  }

  /// The value of the first parameter named `name`.
  func first(_ name: String) -> String? {
    items.first { $0.name == name }?.value
  }

  /// `a=1&b=x%20y`: names and values percent-encoded as in `application/x-www-form-urlencoded`
  /// but with `%20` for spaces; only unreserved characters (`A-Z a-z 0-9 - . _ ~`) stay as
  /// they are, so `+`, `&`, `=`, `%`, `#` and every non-ASCII byte (of UTF-8) are encoded.
  var percentEncoded: String {
    items.map { Self.encode($0.name) + "=" + Self.encode($0.value) }.joined(separator: "&")
  }

  static func == (lhs: QueryParameters, rhs: QueryParameters) -> Bool {
    lhs.items.elementsEqual(rhs.items) { $0.name == $1.name && $0.value == $1.value }
  }

  /// `text` with every byte but the unreserved ones as `%XX` (uppercase hex) of its UTF-8.
  static func encode(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        bytes.append(byte)
      default:
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0f)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
