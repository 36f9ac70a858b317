import Foundation
import SubsonicClientLive
import Testing

@testable import SunsonicCLI

/// The state file that makes each command one request: under `$XDG_STATE_HOME/sunsonic/`, mode
/// 0600 in a 0700 folder, no secret in it, and a hostile file read without harm.
struct ServerMemoryFileTests {
  func stateHome() throws -> String {
    let url = try temporaryFolder()
    return url.path
  }

  @Test func whatIsRememberedIsRecalledFromAPrivateFileWithoutSecrets() throws {
    let state = try stateHome()
    defer { try? FileManager.default.removeItem(atPath: state) }
    let memory = ServerMemoryFile.memory(environment: ["XDG_STATE_HOME": state])
    #expect(memory.recall("http://127.0.0.1:4040", "ada") == .init())
    memory.remember("http://127.0.0.1:4040", "ada", .init(refusesTokens: true))
    memory.remember("https://music.example", nil, .init(apiVersion: "1.12.0"))
    let again = ServerMemoryFile.memory(environment: ["XDG_STATE_HOME": state])
    #expect(again.recall("http://127.0.0.1:4040", "ada") == .init(refusesTokens: true))
    #expect(again.recall("https://music.example", nil) == .init(apiVersion: "1.12.0"))
    #expect(again.recall("http://127.0.0.1:4040", "bob") == .init())
    let path = state + "/sunsonic/servers"
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folder = try FileManager.default.attributesOfItem(atPath: state + "/sunsonic")
    #expect((folder[.posixPermissions] as? Int) == 0o700)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "http://127.0.0.1:4040\tada\tpassword\t-\nhttps://music.example\t-\ttokens\t1.12.0\n")
    // Forgetting everything about a server removes its line.
    again.remember("https://music.example", nil, .init())
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "http://127.0.0.1:4040\tada\tpassword\t-\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: state + "/sunsonic") == ["servers"])
  }

  @Test func aHostileFileIsReadWithoutHarm() throws {
    let good = "http://h\tada\tpassword\t-\n"
    let hostile = [
      "http://h\tada\tpassword\n", "http://h\tada\tmaybe\t-\n", "http://h\tada\tpassword\t1.x\n",
      "http://h\ta\u{1B}da\tpassword\t-\n", "\t\t\t\n", String(repeating: "\t", count: 10_000),
      "\u{0}\u{FF}garbage", "http://h\tada\tpassword\t-\textra\n",
    ]
    for text in hostile {
      #expect(ServerMemoryFile.parse(text).isEmpty, "\(text.prefix(40).debugDescription)")
      #expect(ServerMemoryFile.parse(text + "\n" + good).count == 1)
    }
    let state = try stateHome()
    defer { try? FileManager.default.removeItem(atPath: state) }
    try FileManager.default.createDirectory(
      atPath: state + "/sunsonic", withIntermediateDirectories: true)
    let huge = good + String(repeating: "x", count: ServerMemoryFile.maximumBytes)
    try Data(huge.utf8).write(to: URL(fileURLWithPath: state + "/sunsonic/servers"))
    let memory = ServerMemoryFile.memory(environment: ["XDG_STATE_HOME": state])
    #expect(memory.recall("http://h", "ada") == .init(), "a file over 64 KiB is not read")
  }

  @Test func aFileOthersMayWriteALinkOrAFIFOIsNotRead() throws {
    let state = try stateHome()
    defer { try? FileManager.default.removeItem(atPath: state) }
    try FileManager.default.createDirectory(
      atPath: state + "/sunsonic", withIntermediateDirectories: true)
    let path = state + "/sunsonic/servers"
    let planted = state + "/planted"
    try Data("http://h\tada\tpassword\t-\n".utf8).write(to: URL(fileURLWithPath: planted))
    let memory = ServerMemoryFile.memory(environment: ["XDG_STATE_HOME": state])
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: planted)
    #expect(memory.recall("http://h", "ada") == .init(), "a link is not followed")
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.copyItem(atPath: planted, toPath: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o622], ofItemAtPath: path)
    #expect(memory.recall("http://h", "ada") == .init(), "writable by others: not read")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    #expect(memory.recall("http://h", "ada") == .init(refusesTokens: true))
    try FileManager.default.removeItem(atPath: path)
    #expect(mkfifo(path, 0o600) == 0)
    #expect(memory.recall("http://h", "ada") == .init(), "a FIFO is not read (and does not hang)")
  }

  @Test func namesWithControlCharactersAreNeverWritten() throws {
    let state = try stateHome()
    defer { try? FileManager.default.removeItem(atPath: state) }
    let memory = ServerMemoryFile.memory(environment: ["XDG_STATE_HOME": state])
    memory.remember("http://h", "a\tb", .init(refusesTokens: true))
    memory.remember("http://h", "a\nb", .init(refusesTokens: true))
    #expect(!FileManager.default.fileExists(atPath: state + "/sunsonic/servers"))
  }

  @Test func thePathFollowsXDG() {
    #expect(
      ServerMemoryFile.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        == "/s/sunsonic/servers")
    #expect(
      ServerMemoryFile.path(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])
        == "/h/.local/state/sunsonic/servers")
    #expect(ServerMemoryFile.path(environment: [:]) == nil)
  }
}
