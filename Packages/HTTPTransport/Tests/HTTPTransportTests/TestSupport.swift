import Foundation
import HTTPTransport
import Locking
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two live transports: the behaviours tests run over `allCases` are the contract both keep.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case urlSession
  case sockets

  /// A fresh transport of this kind.
  var transport: HTTPTransport {
    switch self {
    case .urlSession: return .urlSession()
    case .sockets: return .sockets()
    }
  }

  var testDescription: String { rawValue }
}

/// A fresh, empty folder under the temporary directory; `remove()` deletes it.
struct ScratchFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("HTTPTransportTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The names in the folder, hidden ones included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// `count` bytes that are not all alike, the same every run.
func patternedBytes(_ count: Int) -> Data {
  var state: UInt32 = 2_463_534_242
  var bytes = [UInt8](repeating: 0, count: count)
  for index in 0..<count {
    state ^= state << 13
    state ^= state >> 17
    state ^= state << 5
    bytes[index] = UInt8(truncatingIfNeeded: state)
  }
  return Data(bytes)
}

/// Seconds elapsed since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
  let (seconds, attoseconds) = (ContinuousClock.now - start).components
  return Double(seconds) + Double(attoseconds) / 1e18
}

/// Waits until `condition` holds, checking every 10 ms for at most `limit`; returns whether it
/// held.
func eventually(
  within limit: Duration = .seconds(5), _ condition: () throws -> Bool
) async rethrows -> Bool {
  let deadline = ContinuousClock.now.advanced(by: limit)
  while ContinuousClock.now < deadline {
    if try condition() { return true }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return try condition()
}

/// The memory the process holds now, in MiB, where `/proc` tells (Linux); `nil` elsewhere.
func residentMiB() -> Int? {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024 / 1024
}
