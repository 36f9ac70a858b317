import Foundation
import SubsonicClient

/// Where a Subsonic server lives: an `http` or `https` URL with a host, and optionally a path
/// the server is mounted under (`https://example.org/music`). Requests go to
/// `{url}/rest/{endpoint}`.
///
/// Validated when made: no user or password in the URL (they belong in
/// ``SubsonicCredentials``), no query, no fragment.
public struct SubsonicServer: Sendable, Hashable, CustomStringConvertible {
  /// The base URL as given, without a trailing slash.
  public let url: URL

  /// Checks and wraps `url`; throws ``SubsonicError/invalidArgument(_:)`` naming what is wrong.
  public init(url: URL) throws(SubsonicError) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      throw .invalidArgument("the server address is not a URL")
    }
    guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else {
      throw .invalidArgument("the server address must start with http:// or https://")
    }
    guard let host = components.host, !host.isEmpty else {
      throw .invalidArgument("the server address has no host")
    }
    guard components.user == nil, components.password == nil else {
      throw .invalidArgument(
        "the server address must not carry a user or password: pass them as credentials")
    }
    guard components.query == nil, components.fragment == nil else {
      throw .invalidArgument("the server address must not have a query or a fragment")
    }
    var trimmed = components
    while trimmed.percentEncodedPath.hasSuffix("/") {
      trimmed.percentEncodedPath.removeLast()
    }
    guard let normalized = trimmed.url else {
      throw .invalidArgument("the server address is not a URL")
    }
    self.url = normalized
  }

  /// Checks and wraps the URL in `text`, e.g. `http://127.0.0.1:4040`.
  public init(string text: String) throws(SubsonicError) {
    let text = text.trimmingCharacters(in: .whitespaces)
    guard text.contains("://") else {
      throw .invalidArgument("the server address must start with http:// or https://")
    }
    guard let url = URL(string: text) else {
      throw .invalidArgument("the server address is not a URL")
    }
    try self.init(url: url)
  }

  /// The host, as it appears in the URL (`127.0.0.1`, `music.example.org`, `::1`).
  public var host: String {
    let host = url.host ?? ""
    return host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
  }

  /// Whether requests travel over TLS.
  public var usesTLS: Bool { url.scheme?.lowercased() == "https" }

  /// Whether the host is this machine: `localhost`, an address in 127.0.0.0/8, or `::1`.
  public var isLoopback: Bool { LoopbackAddress.contains(host) }

  /// Whether a reusable secret (the password, an API key) may be sent to this server: over TLS,
  /// or to this machine.
  var protectsPasswords: Bool { usesTLS || isLoopback }

  /// The base URL: `https://example.org/music`. It never carries credentials.
  public var description: String { url.absoluteString }

  /// The URL of `endpoint` with `query` (already percent-encoded) appended.
  func url(endpoint: String, percentEncodedQuery query: String) -> URL? {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      return nil
    }
    components.percentEncodedPath += "/rest/" + endpoint
    components.percentEncodedQuery = query.isEmpty ? nil : query
    return components.url
  }
}

/// Recognizes loopback hosts without resolving names.
enum LoopbackAddress {
  /// Whether `host` is `localhost` (any case, with or without a final dot), an IPv4 address in
  /// 127.0.0.0/8 in any spelling the system's resolver accepts (`127.0.0.1`, `127.1`,
  /// `2130706433`, `0x7f.1`, `0177.0.0.1`), or the IPv6 loopback `::1` (written in any valid
  /// form, including the IPv4 mapped `::ffff:127.x.y.z`). Decided by the address the host
  /// stands for, so that no spelling of a remote address passes and none of a loopback one fails.
  static func contains(_ host: String) -> Bool {
    var name = host.lowercased()
    if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
    if name.hasSuffix(".") { name.removeLast() }
    if name == "localhost" { return true }
    if let address = ipv4Number(name) { return address >> 24 == 127 }
    if let groups = ipv6(name) {
      if groups == [0, 0, 0, 0, 0, 0, 0, 1] { return true }
      // ::ffff:127.x.y.z, an IPv4-mapped loopback address.
      return groups[0..<5].allSatisfy { $0 == 0 } && groups[5] == 0xffff && groups[6] >> 8 == 127
    }
    return false
  }

  /// The 32-bit address `text` stands for in the forms inet_aton(3) accepts, as getaddrinfo does
  /// for a numeric host: one to four parts separated by dots, each decimal, octal (a leading
  /// `0`) or hexadecimal (`0x`); every part but the last is one byte, the last fills the rest
  /// (`127.1` is 127.0.0.1, `2130706433` is 127.0.0.1). `nil` when it is not such an address.
  static func ipv4Number(_ text: String) -> UInt32? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...4).contains(parts.count) else { return nil }
    var address: UInt32 = 0
    for (index, part) in parts.enumerated() {
      guard let value = number(part) else { return nil }
      let isLast = index == parts.count - 1
      let bits = isLast ? 8 * (4 - index) : 8
      guard bits == 32 || value < UInt32(1) << bits else { return nil }
      address |= isLast ? value : value << (8 * (3 - index))
    }
    return address
  }

  /// One part of an inet_aton address: decimal, octal after `0`, hexadecimal after `0x`.
  private static func number(_ part: Substring) -> UInt32? {
    guard !part.isEmpty, part.utf8.count <= 34,
      part.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == "x" || $0 == "X") })
    else { return nil }  // no sign: inet_aton takes none
    let lowered = part.lowercased()
    if lowered.hasPrefix("0x") { return UInt32(lowered.dropFirst(2), radix: 16) }
    if lowered.hasPrefix("0"), lowered.count > 1 { return UInt32(lowered.dropFirst(), radix: 8) }
    return UInt32(lowered, radix: 10)
  }

  /// The four octets of a strict dotted-quad address (`127.0.0.1`), or `nil`.
  static func ipv4(_ text: String) -> [UInt8]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var octets: [UInt8] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 3, part.allSatisfy(\.isASCII),
        part.allSatisfy(\.isNumber), let value = UInt8(part)
      else { return nil }
      octets.append(value)
    }
    return octets
  }

  /// The eight 16-bit groups of an IPv6 address (with `::` and an optional dotted IPv4 tail),
  /// or `nil`. Zone ids (`%eth0`) are not accepted.
  static func ipv6(_ text: String) -> [UInt16]? {
    guard text.contains(":"), !text.contains("%") else { return nil }
    let halves = text.components(separatedBy: "::")
    guard halves.count <= 2 else { return nil }
    func groups(_ part: String) -> [UInt16]? {
      guard !part.isEmpty else { return [] }
      var result: [UInt16] = []
      let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() {
        if index == pieces.count - 1, piece.contains("."), let octets = ipv4(String(piece)) {
          result.append(UInt16(octets[0]) << 8 | UInt16(octets[1]))
          result.append(UInt16(octets[2]) << 8 | UInt16(octets[3]))
          continue
        }
        guard (1...4).contains(piece.count), let value = UInt16(piece, radix: 16) else {
          return nil
        }
        result.append(value)
      }
      return result
    }
    guard let head = groups(halves[0]) else { return nil }
    if halves.count == 1 { return head.count == 8 ? head : nil }
    guard let tail = groups(halves[1]), head.count + tail.count < 8 else { return nil }
    return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
  }
}
