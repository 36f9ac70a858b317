/// A TLS ClientHello record, enough for any TLS server to answer with a handshake or an alert
/// record: TLS 1.2 with the common ECDHE and RSA suites (and the TLS 1.3 suites, which a 1.3-only
/// server meets with an alert), server name, groups, point formats and signature algorithms.
enum TLSClientHello {
  /// The record for `serverName` (sent as SNI when it is a name, not an address).
  static func record(serverName: String, random: [UInt8]) -> [UInt8] {
    let suites: [UInt16] = [
      0xC02B, 0xC02F, 0xC02C, 0xC030, 0xCCA9, 0xCCA8, 0x009C, 0x009D, 0x002F, 0x0035, 0x1301,
      0x1302, 0x1303,
    ]
    var extensions: [UInt8] = []
    let name = Array(serverName.utf8)
    if !name.isEmpty, name.count < 256, !serverName.contains(":"),
      serverName.contains(where: \.isLetter)
    {
      let entry = [0x00] + bytes16(name.count) + name
      extensions += bytes16(0x0000) + bytes16(entry.count + 2) + bytes16(entry.count) + entry
    }
    let groups: [UInt16] = [0x001D, 0x0017, 0x0018]
    extensions += bytes16(0x000A) + bytes16(groups.count * 2 + 2) + bytes16(groups.count * 2)
    extensions += groups.flatMap { bytes16(Int($0)) }
    extensions += bytes16(0x000B) + bytes16(2) + [0x01, 0x00]
    let signatures: [UInt16] = [0x0403, 0x0804, 0x0401, 0x0503, 0x0805, 0x0501, 0x0806, 0x0601]
    extensions += bytes16(0x000D) + bytes16(signatures.count * 2 + 2)
    extensions += bytes16(signatures.count * 2) + signatures.flatMap { bytes16(Int($0)) }
    var hello: [UInt8] = [0x03, 0x03] + random.prefix(32) + [0x00]
    hello += bytes16(suites.count * 2) + suites.flatMap { bytes16(Int($0)) }
    hello += [0x01, 0x00] + bytes16(extensions.count) + extensions
    let handshake = [0x01] + bytes24(hello.count) + hello
    return [0x16, 0x03, 0x01] + bytes16(handshake.count) + handshake
  }

  private static func bytes16(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
  }

  private static func bytes24(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 16)] + bytes16(value)
  }
}
