import Foundation

/// A request whose body goes to a file, or to a consumer chunk by chunk, rather than into
/// memory.
public struct DownloadRequest: Sendable {
  /// The request to send.
  public var request: HTTPRequest
  /// Where an accepted body goes: a file, or a consumer of its chunks.
  public var sink: DownloadSink
  /// Decides, from the head, whether the body is the download. When it answers `false` (an
  /// error status, or a JSON error where a file was expected) the body is read into memory,
  /// within `request.maximumBodySize`, and returned as ``DownloadOutcome/rejected(_:)``; none
  /// of it reaches the sink.
  public var accept: @Sendable (HTTPResponseHead) -> Bool
  /// Called as bytes arrive, from any thread.
  public var progress: @Sendable (DownloadProgress) -> Void

  /// Creates a download request.
  public init(
    request: HTTPRequest,
    sink: DownloadSink,
    accept: @escaping @Sendable (HTTPResponseHead) -> Bool = { $0.isSuccess },
    progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
  ) {
    self.request = request
    self.sink = sink
    self.accept = accept
    self.progress = progress
  }

  /// Creates a download request into the file `destination` (``DownloadSink/file(_:)``).
  public init(
    request: HTTPRequest,
    destination: URL,
    accept: @escaping @Sendable (HTTPResponseHead) -> Bool = { $0.isSuccess },
    progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
  ) {
    self.init(request: request, sink: .file(destination), accept: accept, progress: progress)
  }
}

/// Where the body of an accepted download goes.
public enum DownloadSink: Sendable {
  /// The file at this URL. The body is written to a hidden temporary file next to it and moved
  /// into place only when complete; on any failure or cancellation nothing is left at either
  /// path, and what was at the URL before stays.
  case file(URL)
  /// A consumer of the body's chunks, called with each in order as it arrives, one at a time,
  /// on the exchange's thread. It may block, which slows the transfer. When it throws, the
  /// exchange ends, closing its connection, with ``TransportError/cancelled``. A body cut short
  /// (fewer bytes than its `Content-Length`) fails with
  /// ``TransportError/connectionLost(host:)`` after the chunks that came were handed over.
  case chunks(@Sendable (Data) throws -> Void)
}

/// How far a download has come.
public struct DownloadProgress: Sendable, Equatable {
  /// Bytes written to the file, or handed to the consumer, so far.
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
  /// The whole body reached the sink, `bytes` of it: the file is complete at its destination,
  /// or every chunk was handed to the consumer.
  case saved(HTTPResponseHead, bytes: Int64)
  /// The head was not accepted; here is the whole answer, and none of it reached the sink (no
  /// file was written, no chunk handed over).
  case rejected(HTTPResponse)
}
