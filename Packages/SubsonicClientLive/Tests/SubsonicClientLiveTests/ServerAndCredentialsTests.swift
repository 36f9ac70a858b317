import Foundation
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// The server address's validation and the credentials' redacted descriptions.
struct ServerAndCredentialsTests {
  @Test(arguments: [
    ("http://127.0.0.1:4040", "http://127.0.0.1:4040"),
    ("https://music.example.org/", "https://music.example.org"),
    ("HTTPS://music.example.org/sub/sonic//", "HTTPS://music.example.org/sub/sonic"),
    ("  http://[::1]:4533 ", "http://[::1]:4533"),
  ])
  func acceptsHTTPAndHTTPSWithAHost(text: String, normalized: String) throws {
    let server = try SubsonicServer(string: text)
    #expect(server.description == normalized)
    #expect(server.url.absoluteString == normalized)
  }

  @Test(arguments: [
    ("ftp://music.example.org", "the server address must start with http:// or https://"),
    ("music.example.org", "the server address must start with http:// or https://"),
    ("127.0.0.1:4040", "the server address must start with http:// or https://"),
    ("http://", "the server address has no host"),
    ("http:///rest", "the server address has no host"),
    (
      "https://alice:secret@music.example.org",
      "the server address must not carry a user or password: pass them as credentials"
    ),
    (
      "https://music.example.org/?u=alice", "the server address must not have a query or a fragment"
    ),
    ("https://music.example.org/#top", "the server address must not have a query or a fragment"),
    ("", "the server address must start with http:// or https://"),
  ])
  func refusesOtherAddresses(text: String, reason: String) {
    #expect(throws: SubsonicError.invalidArgument(reason)) { try SubsonicServer(string: text) }
  }

  @Test(arguments: [
    "localhost", "LOCALHOST", "localhost.", "127.0.0.1", "127.8.9.10", "127.255.255.254", "::1",
    "[::1]", "0:0:0:0:0:0:0:1", "0000:0000::0001", "::ffff:127.0.0.1",
  ])
  func loopbackHosts(host: String) {
    #expect(LoopbackAddress.contains(host))
  }

  @Test(arguments: [
    "128.0.0.1", "10.0.0.1", "192.168.1.2", "0.0.0.0", "localhost.example.org", "mylocalhost",
    "127.0.0.1.nip.io", "127.0.0.256", "128.1", "0x80.1", "127.0.0.1.1", "0x", "::2", "::",
    "::ffff:10.0.0.1", "fe80::1%lo0",
    "example.org", "",
  ])
  func notLoopbackHosts(host: String) {
    #expect(!LoopbackAddress.contains(host))
  }

  @Test func tlsAndLoopbackAreWhatProtectAPassword() throws {
    #expect(try SubsonicServer(string: "https://music.example.org").protectsPasswords)
    #expect(try SubsonicServer(string: "http://localhost:4040").protectsPasswords)
    #expect(try SubsonicServer(string: "http://[::1]:4040").isLoopback)
    #expect(try !SubsonicServer(string: "http://music.example.org").protectsPasswords)
    #expect(try SubsonicServer(string: "http://[::1]:4040").host == "::1")
  }

  @Test func credentialsNeverShowTheirSecret() {
    let password = SubsonicCredentials.password(user: Secret.user, password: Secret.password)
    let key = SubsonicCredentials.apiKey(Secret.apiKey)
    #expect(password.description == "password(user: alice, password: <redacted>)")
    #expect(key.description == "apiKey(<redacted>)")
    #expect(password.user == Secret.user)
    #expect(key.user == nil)
    for credentials in [password, key] {
      var dumped = ""
      dump(credentials, to: &dumped)
      var printed = ""
      print(credentials, to: &printed)
      debugPrint(credentials, to: &printed)
      let mirrored = Mirror(reflecting: credentials).children.map {
        "\($0.label ?? ""): \($0.value)"
      }
      let forms = [
        credentials.description, credentials.debugDescription, String(describing: credentials),
        String(reflecting: credentials), "\(credentials)", dumped, printed,
        mirrored.joined(separator: ", "), String(describing: [credentials]),
        String(reflecting: Optional(credentials)),
      ]
      for form in forms {
        #expect(!form.contains(Secret.password), "\(form)")
        #expect(!form.contains(Secret.passwordHex), "\(form)")
        #expect(!form.contains(Secret.apiKey), "\(form)")
      }
      #expect(dumped.contains("<redacted>"))
    }
  }
}
