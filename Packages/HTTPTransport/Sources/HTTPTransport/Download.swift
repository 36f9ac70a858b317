import Foundation

/// A request whose body goes to a file rather than into memory.
public struct DownloadRequest: Sendable {
  /// The request to send.
  public var request: HTTPRequest
  /// Where the complete file ends up. It is written to a temporary file next to it and moved into
  /// place only when complete; on any failure or cancellation nothing is left at either path.
  public var destination: URL
  /// Decides, from the head, whether the body is the file. When it answers `false` (an error
  /// status, or a JSON error where a file was expected) the body is read into memory, within
  /// `request.maximumBodySize`, and returned as ``DownloadOutcome/rejected(_:)``.
  public var accept: @Sendable (HTTPResponseHead) -> Bool
  /// Called as bytes arrive, from any thread.
  public var progress: @Sendable (DownloadProgress) -> Void

  /// Creates a download request.
  public init(
    request: HTTPRequest,
    destination: URL,
    accept: @escaping @Sendable (HTTPResponseHead) -> Bool = { $0.isSuccess },
    progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
  ) {
    self.request = request
    self.destination = destination
    self.accept = accept
    self.progress = progress
  }
}

/// How far a download has come.
public struct DownloadProgress: Sendable, Equatable {
  /// Bytes written so far.
  public var receivedBytes: Int64
  /// The total from `Content-Length`, when the server sent one.
  public var expectedBytes: Int64?

  /// Creates a progress report.
  public init(receivedBytes: Int64, expectedBytes: Int64?) {
    self.receivedBytes = receivedBytes
    self.expectedBytes = expectedBytes
  }

  /// The fraction done, from 0 to 1, when the total is known.
  public var fraction: Double? {
    guard let expectedBytes, expectedBytes > 0 else { return nil }
    return min(1, Double(receivedBytes) / Double(expectedBytes))
  }
}

/// What a download ended with.
public enum DownloadOutcome: Sendable, Equatable {
  /// The file is complete at the destination.
  case saved(HTTPResponseHead, bytes: Int64)
  /// The head was not accepted; here is the whole answer, and no file was written.
  case rejected(HTTPResponse)
}
