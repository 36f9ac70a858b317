import Foundation

/// The status line and header fields of an HTTP answer.
public struct HTTPResponseHead: Sendable, Equatable {
  /// The HTTP status code.
  public var statusCode: Int
  /// Header fields, with lowercased names.
  public var headers: [String: String]

  /// Creates a head; header names are lowercased.
  public init(statusCode: Int, headers: [String: String] = [:]) {
    self.statusCode = statusCode
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) },
      uniquingKeysWith: { first, _ in first }
    )
  }

  /// The value of the header field `name`, whatever its case.
  public func value(forHeader name: String) -> String? {
    headers[name.lowercased()]
  }

  /// The media type of `Content-Type`, lowercased, without parameters (`application/json`).
  public var mediaType: String? {
    value(forHeader: "content-type")?
      .split(separator: ";", maxSplits: 1).first?
      .trimmingCharacters(in: .whitespaces).lowercased()
  }

  /// The body's length from `Content-Length`, when the server sent one.
  public var contentLength: Int64? {
    value(forHeader: "content-length").flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }
  }

  /// Whether the status is 2xx.
  public var isSuccess: Bool { (200..<300).contains(statusCode) }

  /// Whether an answer with this status carries a body at all (not 1xx, 204 or 304).
  var carriesBody: Bool {
    !(100..<200).contains(statusCode) && statusCode != 204 && statusCode != 304
  }
}

/// A complete HTTP answer read into memory.
public struct HTTPResponse: Sendable, Equatable {
  /// The status and header fields.
  public var head: HTTPResponseHead
  /// The body.
  public var body: Data

  /// Creates a response.
  public init(head: HTTPResponseHead, body: Data) {
    self.head = head
    self.body = body
  }

  /// Creates a response from a status, header fields and a body.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.init(head: HTTPResponseHead(statusCode: statusCode, headers: headers), body: body)
  }

  /// The HTTP status code.
  public var statusCode: Int { head.statusCode }
}
