/// How an exchange treats the answer's body; what both live transports are asked to do.
enum ExchangeMode: Sendable {
  /// Into memory, within `maximumBodySize`; the deadline is fixed at the start.
  case send
  /// To the download's sink when `accept` says so; the deadline slides forward with every
  /// chunk.
  case download(DownloadRequest)
}

/// What one finished exchange produced.
enum ExchangeResult: Sendable {
  /// A whole answer, read into memory by `send`.
  case response(HTTPResponse)
  /// The end of a `download`.
  case download(DownloadOutcome)
}

extension ExchangeResult {
  /// The answer a `send` produced.
  func response() throws(TransportError) -> HTTPResponse {
    guard case .response(let response) = self else {
      throw .other("the request ended without an answer")
    }
    return response
  }

  /// The outcome a `download` produced.
  func outcome() throws(TransportError) -> DownloadOutcome {
    guard case .download(let outcome) = self else {
      throw .other("the download ended without an outcome")
    }
    return outcome
  }
}
