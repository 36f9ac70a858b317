import ExampleClient
import HTTPTransport

extension ExampleError {
  /// The Example error for a failed exchange below the service.
  ///
  /// `unreachable`, `timedOut` and `cancelled` map to their namesakes; every other transport
  /// failure is ``ExampleError/unreachable(_:)`` with its description, which never holds a
  /// URL. A `CancellationError` is ``ExampleError/cancelled``; any other error is
  /// `unreachable`, named by its type only, since its text may hold the URL.
  init(transportFailure error: any Error) {
    guard let transportError = error as? TransportError else {
      if error is CancellationError {
        self = .cancelled
      } else {
        self = .unreachable("the transport failed with \(type(of: error))")
      }
      return
    }
    switch transportError {
    case .unreachable(let host):
      self = .unreachable("nothing answered at \(host)")
    case .timedOut(let seconds):
      self = .timedOut(seconds: seconds)
    case .cancelled:
      self = .cancelled
    case .connectionLost, .bodyTooLarge, .redirectRefused, .fileSystem, .other:
      self = .unreachable(transportError.description)
    }
  }
}
