import Foundation
import HTTPTransport
import SubsonicClient

/// One client's link to one server: builds each call's request, authenticates it, sends it
/// through the transport, reads the answer, and turns every failure into a ``SubsonicError``
/// with no credential in it. The endpoints (in the `SubsonicConnection+…` files) are built on
/// ``call(_:_:read:)``, ``download(_:_:to:progress:)`` and ``image(_:_:)``.
final class SubsonicConnection: Sendable {
  let server: SubsonicServer
  let transport: HTTPTransport
  let timeout: Duration
  let clientName: String
  let authenticator: Authenticator

  /// The largest error body read when a media request is answered with JSON or XML instead of
  /// a file.
  static let maximumErrorBodySize = 1 << 20

  /// Creates a connection.
  init(
    server: SubsonicServer,
    transport: HTTPTransport,
    timeout: Duration,
    clientName: String,
    authenticator: Authenticator
  ) {
    self.server = server
    self.transport = transport
    self.timeout = timeout
    self.clientName = clientName
    self.authenticator = authenticator
  }

  /// Calls a JSON endpoint and returns the answer's envelope; the request's time budget covers
  /// reading the JSON too.
  func call(
    _ endpoint: SubsonicEndpoint, _ parameters: QueryParameters = QueryParameters()
  ) async throws(SubsonicError) -> WireObject {
    try await exchange(endpoint, parameters, expecting: .json) {
      (request, redactor) throws(SubsonicError) -> WireObject in
      // The request's budget runs from here to the answer read: what the transport leaves of
      // it is the parse's.
      let deadline = ContinuousClock.now.advanced(by: request.timeout)
      let response = try await self.send(request)
      return try SubsonicResponse.envelope(
        from: response, endpoint: endpoint, redactor: redactor, deadline: deadline,
        timeout: request.timeout)
    }
  }

  /// Calls a JSON endpoint and reads what it returns from the envelope with `read`.
  func call<Value>(
    _ endpoint: SubsonicEndpoint,
    _ parameters: QueryParameters = QueryParameters(),
    read: (WireObject) throws(WireError) -> Value
  ) async throws(SubsonicError) -> Value {
    let envelope = try await call(endpoint, parameters)
    return try SubsonicResponse.read(envelope, read)
  }

  /// Calls a media endpoint whose file goes to `destination` through the transport's download
  /// (written to a temporary file, moved into place only when complete). A JSON, XML or HTML
  /// answer, or a non-2xx one, is not written: it is read as the error it is.
  func download(
    _ endpoint: SubsonicEndpoint,
    _ parameters: QueryParameters,
    to destination: URL,
    progress: @escaping @Sendable (TransferProgress) -> Void
  ) async throws(SubsonicError) -> DownloadedFile {
    try await exchange(endpoint, parameters, expecting: .file) {
      (request, redactor) throws(SubsonicError) -> DownloadedFile in
      var request = request
      request.maximumBodySize = Self.maximumErrorBodySize
      let download = DownloadRequest(
        request: request,
        destination: destination,
        accept: MediaAnswer.isFile,
        progress: { progress(TransferProgress(downloadProgress: $0)) }
      )
      let outcome: DownloadOutcome
      do {
        outcome = try await self.transport.download(download)
      } catch {
        throw SubsonicError(transportFailure: error)
      }
      switch outcome {
      case .saved(let head, let bytes):
        if let error = MediaAnswer.envelopeError(
          inFileStarting: Self.start(of: destination, count: MediaAnswer.sniffedBytes),
          response: head, endpoint: endpoint, redactor: redactor)
        {
          try? FileManager.default.removeItem(at: destination)
          throw error
        }
        return DownloadedFile(url: destination, byteCount: bytes, contentType: head.mediaType)
      case .rejected(let response):
        throw MediaAnswer.error(in: response, endpoint: endpoint, redactor: redactor)
      }
    }
  }

  /// Calls a media endpoint whose answer is a small file read into memory (at most the
  /// transport's default body size).
  func image(
    _ endpoint: SubsonicEndpoint, _ parameters: QueryParameters
  ) async throws(SubsonicError) -> CoverArt {
    try await exchange(endpoint, parameters, expecting: .file) {
      (request, redactor) throws(SubsonicError) -> CoverArt in
      let response = try await self.send(request)
      guard MediaAnswer.isFile(response.head) else {
        throw MediaAnswer.error(in: response, endpoint: endpoint, redactor: redactor)
      }
      if let error = MediaAnswer.envelopeError(
        inFileStarting: response.body, response: response.head, endpoint: endpoint,
        redactor: redactor)
      {
        throw error
      }
      guard !response.body.isEmpty else {
        throw .unexpectedResponse(statusCode: response.statusCode, found: BodySummary.empty)
      }
      return CoverArt(
        data: response.body, mediaType: response.head.mediaType ?? "application/octet-stream")
    }
  }

  /// The first `count` bytes of the file at `url` (fewer when it is shorter or unreadable).
  private static func start(of url: URL, count: Int) -> Data {
    guard let file = try? FileHandle(forReadingFrom: url) else { return Data() }
    defer { try? file.close() }
    return (try? file.read(upToCount: count)) ?? Data()
  }

  /// Sends `request`, mapping transport failures.
  private func send(_ request: HTTPRequest) async throws(SubsonicError) -> HTTPResponse {
    do {
      return try await transport.send(request)
    } catch {
      throw SubsonicError(transportFailure: error)
    }
  }

  /// Authenticates and performs one call; when the server refuses token authentication,
  /// performs it once more with the password (see ``Authenticator``). Every error that leaves
  /// is redacted.
  private func exchange<Value>(
    _ endpoint: SubsonicEndpoint,
    _ parameters: QueryParameters,
    expecting expected: SubsonicRequest.Expected,
    perform: (HTTPRequest, CredentialRedactor) async throws(SubsonicError) -> Value
  ) async throws(SubsonicError) -> Value {
    let redactor = CredentialRedactor(secrets: authenticator.longLivedSecrets)

    func attempt(_ method: AuthenticationMethod) async throws(SubsonicError) -> Value {
      let authentication = try authenticator.authentication(method)
      let requestRedactor = redactor.adding(authentication.secrets)
      do {
        let request = try SubsonicRequest.make(
          server: server, endpoint: endpoint, parameters: parameters,
          authentication: authentication, clientName: clientName, timeout: timeout,
          expecting: expected)
        return try await perform(request, requestRedactor)
      } catch {
        throw requestRedactor.redact(error)
      }
    }

    let method = authenticator.method
    do {
      return try await attempt(method)
    } catch {
      guard authenticator.shouldFallBackToPassword(after: error, sentWith: method) else {
        throw error
      }
      do {
        let value = try await attempt(.password)
        authenticator.recordPasswordRetry(after: error, outcome: nil)
        return value
      } catch let retryError {
        authenticator.recordPasswordRetry(after: error, outcome: retryError)
        throw retryError
      }
    }
  }
}

extension TransferProgress {
  /// The transport's progress in the interface's terms.
  init(downloadProgress progress: DownloadProgress) {
    self.init(receivedBytes: progress.receivedBytes, expectedBytes: progress.expectedBytes)
  }
}
