/// The MD5 message digest (RFC 1321), for the Subsonic token `md5(password + salt)`.
///
/// Written here because the toolchain has no portable digest (CryptoKit is Apple-only and
/// swift-crypto is a package). MD5 is broken for collision resistance; the API uses it only to
/// avoid sending the password itself, and that is the only use made of it here.
enum MD5 {
  /// The 16-byte digest of `message`.
  static func digest<Bytes: Collection<UInt8>>(_ message: Bytes) -> [UInt8] {
    var state: (UInt32, UInt32, UInt32, UInt32) = (
      0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476
    )
    var block = [UInt32](repeating: 0, count: 16)
    var buffer: [UInt8] = []
    buffer.reserveCapacity(64)
    for byte in message {
      buffer.append(byte)
      if buffer.count == 64 {
        compress(buffer, into: &state, scratch: &block)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    // Padding: a 1 bit, zeros up to 56 bytes modulo 64, then the length in bits, little-endian.
    let bitLength = UInt64(message.count) &* 8
    buffer.append(0x80)
    if buffer.count > 56 {
      buffer.append(contentsOf: repeatElement(0, count: 64 - buffer.count))
      compress(buffer, into: &state, scratch: &block)
      buffer.removeAll(keepingCapacity: true)
    }
    buffer.append(contentsOf: repeatElement(0, count: 56 - buffer.count))
    for shift in stride(from: 0, to: 64, by: 8) {
      buffer.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    compress(buffer, into: &state, scratch: &block)

    var digest: [UInt8] = []
    digest.reserveCapacity(16)
    for word in [state.0, state.1, state.2, state.3] {
      for shift in stride(from: 0, to: 32, by: 8) {
        digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
      }
    }
    return digest
  }

  /// The digest of `text`'s UTF-8 bytes as 32 lowercase hexadecimal digits.
  static func hex(_ text: String) -> String {
    Hex.encode(digest(Array(text.utf8)))
  }

  /// Per-round left-rotation amounts.
  private static let shifts: [UInt32] = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
    5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
    4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
    6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
  ]

  /// The table T[i] = floor(2^32 × |sin(i + 1)|) of RFC 1321, section 3.4.
  private static let constants: [UInt32] = [
    0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee, 0xf57c_0faf, 0x4787_c62a, 0xa830_4613,
    0xfd46_9501, 0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be, 0x6b90_1122, 0xfd98_7193,
    0xa679_438e, 0x49b4_0821, 0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa, 0xd62f_105d,
    0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8, 0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed,
    0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a, 0xfffa_3942, 0x8771_f681, 0x6d9d_6122,
    0xfde5_380c, 0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70, 0x289b_7ec6, 0xeaa1_27fa,
    0xd4ef_3085, 0x0488_1d05, 0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665, 0xf429_2244,
    0x432a_ff97, 0xab94_23a7, 0xfc93_a039, 0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
    0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1, 0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb,
    0xeb86_d391,
  ]

  /// Processes one 64-byte block.
  private static func compress(
    _ bytes: [UInt8],
    into state: inout (UInt32, UInt32, UInt32, UInt32),
    scratch words: inout [UInt32]
  ) {
    for index in 0..<16 {
      let base = index * 4
      words[index] =
        UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2]) << 16
        | UInt32(bytes[base + 3]) << 24
    }
    var (a, b, c, d) = state
    for round in 0..<64 {
      let mixed: UInt32
      let wordIndex: Int
      switch round {
      case 0..<16:
        mixed = (b & c) | (~b & d)
        wordIndex = round
      case 16..<32:
        mixed = (d & b) | (~d & c)
        wordIndex = (5 * round + 1) % 16
      case 32..<48:
        mixed = b ^ c ^ d
        wordIndex = (3 * round + 5) % 16
      default:
        mixed = c ^ (b | ~d)
        wordIndex = (7 * round) % 16
      }
      let sum = a &+ mixed &+ constants[round] &+ words[wordIndex]
      let shift = shifts[round]
      (a, d, c) = (d, c, b)
      b = b &+ (sum << shift | sum >> (32 - shift))
    }
    state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
  }
}

/// Lowercase hexadecimal text of bytes.
enum Hex {
  /// `[0xde, 0xad]` → `"dead"`.
  static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
