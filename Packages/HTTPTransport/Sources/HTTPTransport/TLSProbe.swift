import Foundation
import Locking

/// Checks that an `https://` server speaks TLS before URLSession talks to it, with the socket
/// machinery (poll(2), no busy waiting).
///
/// Why: on Linux, FoundationNetworking (libcurl) spins a core at 100 % while a TLS handshake
/// stalls, and overruns its timeout (measured: 51 s of CPU in 60 s against a plain-http port that
/// waits for a request line). The probe sends a ClientHello and reads the first byte of the
/// answer: a TLS record (handshake or alert) means TLS; `HTTP/` means a plain-http server; a
/// close or anything else means no TLS; silence until the request's deadline is a timeout. A
/// host and port that spoke TLS once are not probed again by the same transport.
final class TLSProbe: Sendable {
  private let spokeTLS = Locked<Set<String>>([])

  /// Whether `environment` sends https through a proxy (`https_proxy`, `all_proxy`, either
  /// case), where the server itself cannot be probed.
  static func proxyIsSet(_ environment: [String: String]) -> Bool {
    ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"].contains {
      !(environment[$0] ?? "").isEmpty
    }
  }

  /// Throws when `request`'s server does not speak TLS, or is silent past the request's timeout.
  func check(_ request: HTTPRequest) async throws {
    guard let host = request.url.host, !host.isEmpty else { return }
    let port = request.url.port ?? 443
    let key = "\(host):\(port)"
    if spokeTLS.withLock({ $0.contains(key) }) { return }
    let interruption = try Interruption()
    let named = request.url.hostForMessages
    let timeout = request.timeout
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        Thread.detachNewThread {
          let result = Result { () throws(TransportError) in
            try Self.probe(
              host: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: port,
              named: named, timeout: timeout, interruption: interruption)
          }
          interruption.close()
          continuation.resume(with: result.mapError { $0 as any Error })
        }
      }
    } onCancel: {
      interruption.interrupt()
    }
    spokeTLS.withLock { _ = $0.insert(key) }
  }

  /// Sends the hello and judges the first bytes of the answer.
  private static func probe(
    host: String, port: Int, named: String, timeout: Duration, interruption: Interruption
  ) throws(TransportError) {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    func call<Value>(_ body: () throws(SocketConnection.Failure) -> Value) throws(TransportError)
      -> Value
    {
      do throws(SocketConnection.Failure) {
        return try body()
      } catch {
        throw error.transportError(host: named, timeout: timeout)
      }
    }
    let connection = try call { () throws(SocketConnection.Failure) in
      try SocketConnection.open(
        host: host, port: port, deadline: deadline, interruption: interruption)
    }
    defer { connection.close() }
    let random = (0..<32).map { _ in UInt8.random(in: 0...255) }
    try call { () throws(SocketConnection.Failure) in
      try connection.write(TLSClientHello.record(serverName: host, random: random), until: deadline)
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 5, alignment: 1)
    defer { buffer.deallocate() }
    let count = try call { () throws(SocketConnection.Failure) in
      try connection.read(into: buffer, until: deadline)
    }
    let answer = Array(buffer.prefix(count))
    guard count > 0 else {
      throw .other("\(named) closed the connection on a TLS hello: it does not speak TLS")
    }
    switch answer.first {
    case 0x16, 0x15:
      return  // a handshake or an alert record: TLS
    case UInt8(ascii: "H") where answer.elementsEqual("HTTP/".utf8.prefix(answer.count)):
      throw .other("\(named) answers in plain http, not TLS: use http:// instead of https://")
    default:
      throw .other("\(named) does not speak TLS: use http:// if it serves plain http")
    }
  }
}
