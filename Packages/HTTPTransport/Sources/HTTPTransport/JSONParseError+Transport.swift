extension JSONParseError {
  /// The transport error a parse stopped from outside stands for, so that a live client reports
  /// it as it reports the same stop during the exchange: ``TransportError/cancelled`` for
  /// ``cancelled``, ``TransportError/timedOut(seconds:)`` with the request's budget `timeout`
  /// for ``pastDeadline``. `nil` when the body itself was at fault.
  public func transportError(timeout: Duration) -> TransportError? {
    switch self {
    case .cancelled: return .cancelled
    case .pastDeadline: return .timedOut(seconds: timeout.seconds)
    case .malformed, .tooDeep, .tooLarge: return nil
    }
  }

  /// What a body that failed for its own content is, for a live client's
  /// `unexpectedResponse(statusCode:found:)`: ``BodySummary/malformedJSON`` for bad or too deeply
  /// nested JSON, a note of the limit for JSON too large to hold; `nil` for a parse stopped
  /// from outside (see ``transportError(timeout:)``).
  public var found: String? {
    switch self {
    case .malformed, .tooDeep: return BodySummary.malformedJSON
    case .tooLarge(let limit):
      return "JSON too large to hold (over \(TransportError.sizeText(limit)) as a tree)"
    case .cancelled, .pastDeadline: return nil
    }
  }
}
