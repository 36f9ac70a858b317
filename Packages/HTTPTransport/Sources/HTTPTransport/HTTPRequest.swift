import Foundation

/// One HTTP request, as a live client builds it.
public struct HTTPRequest: Sendable, Equatable {
  /// The HTTP methods the live clients use.
  public enum Method: String, Sendable {
    /// `GET`.
    case get = "GET"
    /// `POST`.
    case post = "POST"
  }

  /// The method.
  public var method: Method
  /// The full URL, query included. It may carry credentials: never print it or put it in an error.
  public var url: URL
  /// Header fields, by name.
  public var headers: [String: String]
  /// The body, for `POST`.
  public var body: Data?
  /// The time budget: for ``HTTPTransport/send``, from the start of the request to the last byte
  /// of the answer, retries included; for ``HTTPTransport/download``, the longest wait for the
  /// answer to start and between two chunks of it.
  public var timeout: Duration
  /// Whether sending the request twice has the same effect as sending it once. Only idempotent
  /// requests are retried; a write is never repeated blindly.
  public var isIdempotent: Bool
  /// The largest body ``HTTPTransport/send`` reads into memory; a larger answer fails with
  /// ``TransportError/bodyTooLarge(limit:)`` as soon as it passes the limit.
  public var maximumBodySize: Int

  /// Why this request repeats an earlier one, for logs (`--verbose`); `nil` for a first request.
  /// Never a credential.
  public var note: String?

  /// The default ``maximumBodySize``: 16 MiB, far above any JSON answer of the APIs used here.
  public static let defaultMaximumBodySize = 16 << 20

  /// Creates a request.
  public init(
    method: Method = .get,
    url: URL,
    headers: [String: String] = [:],
    body: Data? = nil,
    timeout: Duration = .seconds(30),
    isIdempotent: Bool = true,
    maximumBodySize: Int = HTTPRequest.defaultMaximumBodySize
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
    self.isIdempotent = isIdempotent
    self.maximumBodySize = maximumBodySize
  }
}
