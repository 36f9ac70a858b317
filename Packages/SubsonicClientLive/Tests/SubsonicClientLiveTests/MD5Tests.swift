import Foundation
import Testing

@testable import SubsonicClientLive

/// The package's own MD5 (RFC 1321), which makes the Subsonic token.
struct MD5Tests {
  @Test(arguments: [
    ("", "d41d8cd98f00b204e9800998ecf8427e"),
    ("a", "0cc175b9c0f1b6a831c399e269772661"),
    ("abc", "900150983cd24fb0d6963f7d28e17f72"),
    ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
    ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
    (
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
      "d174ab98d277d9f5a5611c2c9f419d9f"
    ),
    (
      "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
      "57edf4a22be3c955ac49da2e2107b67a"
    ),
  ])
  func matchesEveryTestVectorOfRFC1321(message: String, digest: String) {
    #expect(MD5.hex(message) == digest)
  }

  @Test func tokenOfTheAPIDocumentationExample() {
    // password "sesame", salt "c19b2d": t=26719a1196d2a940705a59634eb18eab
    #expect(MD5.hex("sesame" + "c19b2d") == "26719a1196d2a940705a59634eb18eab")
  }

  @Test func paddingEdgesAt55_56And64Bytes() {
    // Expected digests computed with Python's hashlib.md5 when this test was written.
    #expect(MD5.hex(String(repeating: "x", count: 55)) == "04364420e25c512fd958a70738aa8f72")
    #expect(MD5.hex(String(repeating: "x", count: 56)) == "668a72d5ba17f08e62dabcafad6db14b")
    #expect(MD5.hex(String(repeating: "x", count: 64)) == "c1bb4f81d892b2d57947682aeb252456")
  }

  @Test func hashesTheUTF8BytesOfNonASCIIText() {
    // hashlib.md5("pässwörd🎵salt".encode()).hexdigest()
    #expect(MD5.hex("pässwörd🎵salt") == "b62b92dce02b203785c4d093be9939a2")
  }

  @Test func oneMebibyteSpanningManyBlocks() {
    // 1 MiB of bytes i % 251; expected digest computed with Python's hashlib.md5 when this test
    // was written: hashlib.md5(bytes(i % 251 for i in range(1 << 20))).hexdigest()
    let message = (0..<(1 << 20)).map { UInt8($0 % 251) }
    #expect(Hex.encode(MD5.digest(message)) == "8f293a2f6c19b345152f7a49bb4c643c")
  }
}
