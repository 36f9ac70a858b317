import Foundation
import HTTPTransport
import Locking
import SubsonicClient

/// One client's link to one server: builds each call's request, authenticates it, sends it
/// through the transport, reads the answer, and turns every failure into a ``SubsonicError``
/// with no credential in it. The endpoints (in the `SubsonicConnection+…` files) are built on
/// ``call(_:_:read:)``, ``download(_:_:to:progress:)``, ``stream(_:_:to:)`` and ``image(_:_:)``.
final class SubsonicConnection: Sendable {
  let server: SubsonicServer
  let transport: HTTPTransport
  let timeout: Duration
  let clientName: String
  let authenticator: Authenticator
  let memory: SubsonicServerMemory
  /// The `v` sent: the client's version, or the older one the server speaks.
  private let version: Locked<String>
  /// What the memory holds for this server and user, as last recalled or remembered.
  private let remembered: Locked<SubsonicServerMemory.Recollection>
  /// The endpoints that have answered on this connection (an answer, or the API's "not found"):
  /// a bare 404 from one of them is an item missing, not the endpoint (``missingAnswer(_:_:)``).
  private let answered = Locked<Set<SubsonicEndpoint>>([])

  /// The largest error body read when a media request is answered with JSON or XML instead of
  /// a file.
  static let maximumErrorBodySize = 1 << 20

  /// Creates a connection.
  init(
    server: SubsonicServer,
    transport: HTTPTransport,
    timeout: Duration,
    clientName: String,
    authenticator: Authenticator,
    memory: SubsonicServerMemory = .none,
    recalled: SubsonicServerMemory.Recollection = .init()
  ) {
    self.server = server
    self.transport = transport
    self.timeout = timeout
    self.clientName = clientName
    self.authenticator = authenticator
    self.memory = memory
    self.remembered = Locked(recalled)
    let older = recalled.apiVersion.flatMap(APIVersion.init).flatMap {
      $0.isOlderThanTheClients ? $0 : nil
    }
    self.version = Locked(older?.text ?? SubsonicRequest.apiVersion)
  }

  /// Calls a JSON endpoint and returns the answer's envelope; the request's time budget covers
  /// reading the JSON too. With `keptNames`, the envelope's objects hold only the members of
  /// those names (``SubsonicResponse/envelope(from:endpoint:redactor:deadline:timeout:maximumTreeSize:keptNames:)``).
  func call(
    _ endpoint: SubsonicEndpoint, _ parameters: QueryParameters = QueryParameters(),
    keptNames: Set<String>? = nil
  ) async throws(SubsonicError) -> WireObject {
    try await exchange(endpoint, parameters, expecting: .json) {
      (request, redactor) throws(SubsonicError) -> WireObject in
      // The request's budget runs from here to the answer read: what the transport leaves of
      // it is the parse's.
      let deadline = ContinuousClock.now.advanced(by: request.timeout)
      let response = try await self.send(request)
      return try SubsonicResponse.envelope(
        from: response, endpoint: endpoint, redactor: redactor, deadline: deadline,
        timeout: request.timeout, keptNames: keptNames)
    }
  }

  /// Calls a JSON endpoint and reads what it returns from the envelope with `read` (which reads
  /// only `keptNames`, when given).
  func call<Value>(
    _ endpoint: SubsonicEndpoint,
    _ parameters: QueryParameters = QueryParameters(),
    keptNames: Set<String>? = nil,
    read: (WireObject) throws(WireError) -> Value
  ) async throws(SubsonicError) -> Value {
    let envelope = try await call(endpoint, parameters, keptNames: keptNames)
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

  /// Calls a media endpoint whose file goes to `receive` chunk by chunk as it arrives, through
  /// the transport's download into a consumer of chunks. An ``EnvelopeGate`` holds back the
  /// start until it is known not to be an error envelope; a JSON, XML or HTML answer, or a
  /// non-2xx one, reaches `receive` not at all: it is read as the error it is. A `receive` that
  /// throws ends the transfer with ``SubsonicError/cancelled``.
  func stream(
    _ endpoint: SubsonicEndpoint,
    _ parameters: QueryParameters,
    to receive: @escaping @Sendable (Data) throws -> Void
  ) async throws(SubsonicError) -> StreamedAudio {
    try await exchange(endpoint, parameters, expecting: .file) {
      (request, redactor) throws(SubsonicError) -> StreamedAudio in
      var request = request
      request.maximumBodySize = Self.maximumErrorBodySize
      let gate = EnvelopeGate(endpoint: endpoint, redactor: redactor, forward: receive)
      let download = DownloadRequest(
        request: request, sink: .chunks(gate.receive), accept: gate.accept)
      let outcome: DownloadOutcome
      do {
        outcome = try await self.transport.download(download)
      } catch {
        throw gate.refusal ?? SubsonicError(transportFailure: error)
      }
      switch outcome {
      case .saved(let head, let bytes):
        try gate.finish()
        return StreamedAudio(byteCount: bytes, contentType: head.mediaType)
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
  /// performs it once more with the password (see ``Authenticator``), and when it speaks an
  /// older API version (error 30), once more in that version. What was learnt is remembered
  /// (``SubsonicServerMemory``), so that the next run asks right the first time. A bare 404 is
  /// judged by ``missingAnswer(_:_:)``. Every error that leaves is redacted.
  private func exchange<Value>(
    _ endpoint: SubsonicEndpoint,
    _ parameters: QueryParameters,
    expecting expected: SubsonicRequest.Expected,
    perform: (HTTPRequest, CredentialRedactor) async throws(SubsonicError) -> Value
  ) async throws(SubsonicError) -> Value {
    defer { rememberWhatWasLearnt() }
    do {
      let value = try await inTheServersVersion(endpoint, parameters, expected, perform: perform)
      answered.withLock { _ = $0.insert(endpoint) }
      return value
    } catch {
      if case .api(let apiError) = error, apiError.code == .notFound {
        answered.withLock { _ = $0.insert(endpoint) }
      }
      guard error == .httpStatus(404) else { throw error }
      throw await missingAnswer(endpoint, parameters)
    }
  }

  /// What a bare HTTP 404 (no Subsonic answer in it) to `endpoint` called with `parameters`
  /// means. The same page may say either (beetstream answers a cover it lacks as it answers a
  /// method it lacks), so the call and what answered before decide:
  /// - an endpoint that answered before on this connection, called naming an item: the item is
  ///   not there;
  /// - else, once the API is known to be at this address (anything answered, or one `ping`):
  ///   the item is not there for a call naming one on an endpoint every server has
  ///   (``SubsonicEndpoint/isImplementedByEveryServer``), and the endpoint is not supported
  ///   for any other call;
  /// - a `ping` that is itself a bare 404 says no API is here, with the hint about the server's
  ///   path (a wrong address fails its first call so, whatever that call is).
  private func missingAnswer(
    _ endpoint: SubsonicEndpoint, _ parameters: QueryParameters
  ) async -> SubsonicError {
    let unsupported = SubsonicError.notSupported(endpoint: endpoint.rawValue)
    guard endpoint != .ping else { return unsupported }  // the question below, itself missing
    let redactor = CredentialRedactor(
      secrets: authenticator.longLivedSecrets + parameters.secrets)
    let notFound = endpoint.item(in: parameters).map { redactor.redact($0.notFound) }
    let seen = answered.withLock { $0 }
    if let notFound, seen.contains(endpoint) { return notFound }
    let missing = endpoint.isImplementedByEveryServer ? notFound ?? unsupported : unsupported
    if !seen.isEmpty { return missing }
    do {
      _ = try await call(.ping)
      return missing
    } catch .notSupported(let absent) where absent == SubsonicEndpoint.ping.rawValue {
      return .notSupported(endpoint: absent)
    } catch .api {
      return missing  // the API is here and answered, though not with an ok
    } catch .cancelled {
      return .cancelled
    } catch {
      return unsupported
    }
  }

  /// One authenticated call, and once more in the server's older API version when it says so
  /// (error 30).
  private func inTheServersVersion<Value>(
    _ endpoint: SubsonicEndpoint,
    _ parameters: QueryParameters,
    _ expected: SubsonicRequest.Expected,
    perform: (HTTPRequest, CredentialRedactor) async throws(SubsonicError) -> Value
  ) async throws(SubsonicError) -> Value {
    do {
      return try await authenticated(endpoint, parameters, expected, note: nil, perform: perform)
    } catch {
      guard case .api(let apiError) = error, apiError.code == .serverMustUpgrade,
        let theirs = apiError.serverVersion, adopt(theirs)
      else { throw error }
      return try await authenticated(
        endpoint, parameters, expected,
        note: "the server speaks API \(theirs), older than \(SubsonicRequest.apiVersion): asked"
          + " again in it", perform: perform)
    }
  }

  /// One call with the authentication method in force, and once more with the password when
  /// the server refuses tokens.
  private func authenticated<Value>(
    _ endpoint: SubsonicEndpoint,
    _ parameters: QueryParameters,
    _ expected: SubsonicRequest.Expected,
    note: String?,
    perform: (HTTPRequest, CredentialRedactor) async throws(SubsonicError) -> Value
  ) async throws(SubsonicError) -> Value {
    let redactor = CredentialRedactor(secrets: authenticator.longLivedSecrets)

    func attempt(_ method: AuthenticationMethod, note: String?) async throws(SubsonicError)
      -> Value
    {
      let authentication = try authenticator.authentication(method)
      let requestRedactor = redactor.adding(authentication.secrets + parameters.secrets)
      do {
        var request = try SubsonicRequest.make(
          server: server, endpoint: endpoint, parameters: parameters,
          authentication: authentication, clientName: clientName, timeout: timeout,
          expecting: expected, version: version.withLock { $0 })
        request.note = note
        return try await perform(request, requestRedactor)
      } catch {
        throw requestRedactor.redact(error)
      }
    }

    let method = authenticator.method
    do {
      return try await attempt(method, note: note)
    } catch {
      if method == .password, error.isAuthenticationFailure {
        authenticator.forgetRefusal()  // check tokens again next time
      }
      guard authenticator.shouldFallBackToPassword(after: error, sentWith: method) else {
        throw error
      }
      do {
        let value = try await attempt(
          .password, note: "the server refused tokens: asked again with the password")
        authenticator.recordPasswordRetry(after: error, outcome: nil)
        return value
      } catch let retryError {
        authenticator.recordPasswordRetry(after: error, outcome: retryError)
        throw retryError
      }
    }
  }

  /// Takes `text` as the version to send when it is a version older than the one sent now.
  private func adopt(_ text: String) -> Bool {
    guard let theirs = APIVersion(text) else { return false }
    return version.withLock { current in
      guard let now = APIVersion(current), theirs < now else { return false }
      current = theirs.text
      return true
    }
  }

  /// Hands the memory what this run learnt, when it differs from what it held.
  private func rememberWhatWasLearnt() {
    let sent = version.withLock { $0 }
    let learnt = SubsonicServerMemory.Recollection(
      refusesTokens: authenticator.knowsTokensAreRefused,
      apiVersion: sent == SubsonicRequest.apiVersion ? nil : sent)
    let changed = remembered.withLock { held in
      guard held != learnt else { return false }
      held = learnt
      return true
    }
    if changed { memory.remember(server.description, authenticator.user, learnt) }
  }
}

extension TransferProgress {
  /// The transport's progress in the interface's terms.
  init(downloadProgress progress: DownloadProgress) {
    self.init(receivedBytes: progress.receivedBytes, expectedBytes: progress.expectedBytes)
  }
}
