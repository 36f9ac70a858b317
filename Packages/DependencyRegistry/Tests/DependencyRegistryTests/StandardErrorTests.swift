import Testing

@testable import DependencyRegistry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct StandardErrorTests {
  @Test func writeDeliversEveryByteOfALongMultibyteMessage() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    // Under the pipe's 64 KiB buffer, so the write never waits for the reader.
    let message = String(repeating: "dépendance ", count: 4_000) + "\n"
    StandardError.write(message, to: ends[1])
    close(ends[1])

    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count <= 0 { break }
      received += buffer[0..<count]
    }
    #expect(received == Array(message.utf8))
    #expect(received.count == 48_001)
  }
}
