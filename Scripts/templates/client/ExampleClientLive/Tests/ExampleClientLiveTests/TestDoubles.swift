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

/// Answers of the service.
enum Answer {
  /// A JSON answer with `status` and `body`.
  static func json(_ body: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(
      statusCode: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
  }

  /// An HTML page with `status`.
  static func html(status: Int) -> HTTPResponse {
    HTTPResponse(
      statusCode: status, headers: ["Content-Type": "text/html; charset=UTF-8"],
      body: Data("<html><head><title>Bad Gateway</title></head></html>".utf8))
  }
}
