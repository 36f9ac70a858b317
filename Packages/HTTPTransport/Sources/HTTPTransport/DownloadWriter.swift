import Foundation

/// Takes the body of an accepted download chunk by chunk, for either sink: what both live
/// exchanges (``SocketExchange`` and ``URLSessionBridge``) and the fake transport write
/// through. ``FileDownloadWriter`` writes a file, ``ChunkForwarder`` hands chunks on.
///
/// One thread at a time calls `write`, in the body's order, then `commit` at the body's end.
/// `discard` may come from any thread at any time, during a `write` too; after it, or after a
/// `commit`, nothing more reaches the sink.
protocol DownloadWriter: AnyObject, Sendable {
  /// The bytes taken so far.
  var bytesWritten: Int64 { get }

  /// Takes the next chunk. On failure the writer is discarded.
  ///
  /// - Returns: the bytes taken so far, this chunk included.
  func write(_ data: Data) throws(TransportError) -> Int64

  /// Ends a body that arrived whole: fails with ``TransportError/connectionLost(host:)`` (and
  /// discards) when it is not the `expectedBytes` the server announced, else makes it final.
  ///
  /// - Returns: the body's size.
  func commit(expectedBytes: Int64?, host: String) throws(TransportError) -> Int64

  /// Ends a body that will not be complete: nothing of it is kept. Safe to call more than once,
  /// and after a `commit` (then it does nothing).
  func discard()
}

extension DownloadSink {
  /// A writer into this sink, for a body whose head was accepted.
  func makeWriter() throws(TransportError) -> any DownloadWriter {
    switch self {
    case .file(let destination): return try FileDownloadWriter(destination: destination)
    case .chunks(let receive): return ChunkForwarder(receive)
    }
  }
}
