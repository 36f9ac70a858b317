import Foundation
import HTTPTransport
import Synchronization

/// Records what a fake transport was asked, from any task.
final class RequestLog: Sendable {
  private let state = Mutex<[HTTPRequest]>([])

  /// Every request sent, in order.
  var requests: [HTTPRequest] { state.withLock { $0 } }

  /// A fake transport that logs each request and answers `respond` to it.
  func transport(
    _ respond: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse
  ) -> HTTPTransport {
    HTTPTransport.fake { request in
      self.state.withLock { $0.append(request) }
      return try respond(request)
    }
  }
}

/// A station and what a listener collects of it.
final class Listen: Sendable {
  /// A station's stream URL.
  static let station = URL(string: "http://radio.example.net:8000/tide.mp3")!

  private let chunks = Mutex<[Data]>([])

  /// The bytes handed over, in order.
  var bytes: Data { chunks.withLock { $0.reduce(Data(), +) } }

  /// Keeps a chunk.
  func receive(_ chunk: Data) { chunks.withLock { $0.append(chunk) } }
}

/// Answers of a station.
enum Answer {
  /// Audio of `type` with `status`.
  static func audio(_ bytes: Data, type: String? = "audio/mpeg", status: Int = 200)
    -> HTTPResponse
  {
    HTTPResponse(
      statusCode: status, headers: type.map { ["Content-Type": $0] } ?? [:], body: bytes)
  }
}
