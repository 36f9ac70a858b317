import Foundation
import Locking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The URLSession delegate behind ``HTTPTransport/urlSession(configuration:)``: it turns the
/// delegate's callbacks into one `async` result per task, and enforces what URLSession does not:
/// an overall deadline, a body size limit, same-origin redirects, and downloads written chunk by
/// chunk into their sink (a temporary file, or a consumer of chunks).
///
/// Every task's state lives in one `Locked` value, keyed by task identifier. A task ends exactly
/// once, with the first of: its completion, a failure found here (size, redirect, disk), the
/// watchdog's deadline, or the cancellation of the Swift task awaiting it. Ending it resumes the caller's
/// continuation (once: the entry, and with it the continuation, is removed under the lock) and
/// cancels the URLSession task; later callbacks find no entry, or a decided outcome, and do
/// nothing. A download's chunks go to its ``DownloadWriter`` outside the lock, on the delegate
/// queue (so one at a time, in order); a failure that ends the exchange meanwhile discards the
/// writer, which stops the next chunk.
final class URLSessionBridge: NSObject, URLSessionDataDelegate, Sendable {
  private struct Exchange {
    let task: URLSessionDataTask
    let mode: ExchangeMode
    let origin: URL
    let host: String
    let limit: Int
    let timeout: Duration
    var deadline: ContinuousClock.Instant
    var head: HTTPResponseHead?
    var body = Data()
    var writer: (any DownloadWriter)?
    /// `Content-Length`, when it counts the bytes URLSession delivers.
    var expectedBytes: Int64?
    var outcome: Result<ExchangeResult, TransportError>?
    var continuation: CheckedContinuation<ExchangeResult, any Error>?
    var watchdog: Task<Void, Never>?
    /// Whether a chunk is with the download's writer now: its time is not the server's silence.
    var isHandingOver = false

    var isOpen: Bool { outcome == nil }
    var receivedBytes: Int64 { writer?.bytesWritten ?? Int64(body.count) }
    /// Whether the head announced more bytes than have arrived.
    var isShort: Bool {
      guard let expectedBytes, let head, head.carriesBody else { return false }
      return receivedBytes < expectedBytes
    }
    var slidesDeadline: Bool {
      if case .download = mode { return true }
      return false
    }
  }

  private let exchanges = Locked<[Int: Exchange]>([:])

  // MARK: - Running one exchange

  /// Runs `task` to its end and returns what it produced, or throws a ``TransportError``.
  /// `task` must be fresh (not resumed): this resumes it once the caller is ready.
  func perform(
    _ task: URLSessionDataTask,
    for request: HTTPRequest,
    mode: ExchangeMode
  ) async throws -> ExchangeResult {
    let id = task.taskIdentifier
    exchanges.withLock { all in
      all[id] = Exchange(
        task: task,
        mode: mode,
        origin: request.url,
        host: request.url.hostForMessages,
        limit: max(0, request.maximumBodySize),
        timeout: request.timeout,
        deadline: ContinuousClock.now.advanced(by: request.timeout)
      )
    }
    let watchdog = Task { [self] in await watch(id) }
    let attached = withExchange(id) { exchange in
      exchange.watchdog = watchdog
      return true
    }
    if attached != true { watchdog.cancel() }

    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        start(id, continuation: continuation)
      }
    } onCancel: {
      finish(id, with: .failure(.cancelled))
    }
  }

  private func start(_ id: Int, continuation: CheckedContinuation<ExchangeResult, any Error>) {
    let decided: (Result<ExchangeResult, TransportError>, Task<Void, Never>?)? =
      exchanges.withLock { all in
        guard let index = all.index(forKey: id) else {
          return (.failure(.other("the request was lost before it started")), nil)
        }
        if let outcome = all.values[index].outcome {
          let watchdog = all.values[index].watchdog
          all.remove(at: index)
          return (outcome, watchdog)
        }
        all.values[index].continuation = continuation
        return nil
      }
    if let (outcome, watchdog) = decided {
      watchdog?.cancel()
      continuation.resume(with: outcome.mapError { $0 as any Error })
    } else {
      exchanges.withLock { $0[id]?.task }?.resume()
    }
  }

  /// Ends the exchange `id` with `result`, unless it has already ended. A failure discards the
  /// writer (removing any temporary file) at once and cancels the URLSession task (unless
  /// `cancelTask` is false).
  private func finish(
    _ id: Int,
    with result: Result<ExchangeResult, TransportError>,
    cancelTask: Bool = true
  ) {
    let ended:
      (
        task: URLSessionDataTask, continuation: CheckedContinuation<ExchangeResult, any Error>?,
        watchdog: Task<Void, Never>?, writer: (any DownloadWriter)?
      )? = exchanges.withLock { all in
        guard let index = all.index(forKey: id), all.values[index].isOpen else { return nil }
        var writer: (any DownloadWriter)?
        if case .failure = result {
          writer = all.values[index].writer
          all.values[index].writer = nil
        }
        let task = all.values[index].task
        guard let continuation = all.values[index].continuation else {
          // Cancelled before `start`: keep the outcome for it.
          all.values[index].outcome = result
          return (task, nil, nil, writer)
        }
        let watchdog = all.values[index].watchdog
        all.remove(at: index)
        return (task, continuation, watchdog, writer)
      }
    guard let ended else { return }
    ended.writer?.discard()
    ended.watchdog?.cancel()
    if case .failure = result, cancelTask { ended.task.cancel() }
    ended.continuation?.resume(with: result.mapError { $0 as any Error })
  }

  /// Runs `body` on the open-or-decided state of exchange `id`, in place, under the lock.
  private func withExchange<R: Sendable>(_ id: Int, _ body: (inout Exchange) -> R) -> R? {
    exchanges.withLock { all in
      guard let index = all.index(forKey: id) else { return nil }
      return body(&all.values[index])
    }
  }

  /// Ends the exchange with `.timedOut` when its deadline passes; a download's deadline moves
  /// forward with every chunk, and waits while its writer has one, so this sleeps again until
  /// the current one.
  private func watch(_ id: Int) async {
    while !Task.isCancelled {
      let state = withExchange(id) {
        ($0.isOpen ? $0.deadline : nil, $0.timeout, $0.isHandingOver)
      }
      guard let (deadline, timeout, isHandingOver) = state, let deadline else { return }
      if isHandingOver {
        try? await Task.sleep(for: timeout)  // the deadline moves on once the chunk is taken
        continue
      }
      if ContinuousClock.now >= deadline {
        finish(id, with: .failure(.timedOut(seconds: timeout.seconds)))
        return
      }
      try? await Task.sleep(until: deadline, clock: .continuous)
    }
  }

  // MARK: - Head and body

  /// Records the head; for a download, asks `accept` and makes the sink's writer. Returns
  /// whether the body should be read.
  private func receiveHead(_ response: URLResponse?, id: Int) -> Bool {
    guard let mode = withExchange(id, { $0.isOpen ? $0.mode : nil }) ?? nil else { return false }
    guard let head = Self.head(of: response) else {
      finish(id, with: .failure(.other("the server sent something that is not an HTTP answer")))
      return false
    }
    var accepted = true
    if case .download(let download) = mode {
      accepted = download.accept(head)  // The caller's code: outside the lock.
    }
    let declared = Self.decodedLength(of: head)
    let (failure, progress): (TransportError?, DownloadProgress?) =
      withExchange(id) { exchange in
        guard exchange.isOpen else { return (.cancelled, nil) }
        exchange.head = head
        exchange.expectedBytes = declared
        if case .download(let download) = mode, accepted {
          exchange.deadline = ContinuousClock.now.advanced(by: exchange.timeout)
          do throws(TransportError) {
            exchange.writer = try download.sink.makeWriter()
          } catch {
            return (error, nil)
          }
          return (nil, DownloadProgress(receivedBytes: 0, expectedBytes: declared))
        }
        if let declared, declared > Int64(exchange.limit) {
          return (.bodyTooLarge(limit: exchange.limit), nil)
        }
        if let declared { exchange.body.reserveCapacity(Int(declared)) }
        return (nil, nil)
      } ?? (.cancelled, nil)
    if let failure {
      if failure != .cancelled { finish(id, with: .failure(failure)) }
      return false
    }
    if let progress, case .download(let download) = mode { download.progress(progress) }
    return true
  }

  /// Appends `data` to the body in memory, or hands it to the download's writer, outside the
  /// lock (a chunk consumer may block), and reports the progress.
  private func receiveBody(_ data: Data, id: Int) {
    typealias Target = (writer: any DownloadWriter, expected: Int64?, mode: ExchangeMode)
    let (failure, target): (TransportError?, Target?) =
      withExchange(id) { exchange in
        guard exchange.isOpen else { return (nil, nil) }
        if exchange.slidesDeadline {
          exchange.deadline = ContinuousClock.now.advanced(by: exchange.timeout)
        }
        if let writer = exchange.writer {
          exchange.isHandingOver = true
          return (nil, (writer, exchange.expectedBytes, exchange.mode))
        }
        guard exchange.body.count + data.count <= exchange.limit else {
          return (.bodyTooLarge(limit: exchange.limit), nil)
        }
        exchange.body.append(data)
        return (nil, nil)
      } ?? (nil, nil)
    if let failure {
      finish(id, with: .failure(failure))
      return
    }
    guard let target else { return }
    let written: Int64
    do throws(TransportError) {
      written = try target.writer.write(data)
    } catch {
      finish(id, with: .failure(error))
      return
    }
    _ = withExchange(id) { exchange in
      exchange.isHandingOver = false
      if exchange.slidesDeadline {
        exchange.deadline = ContinuousClock.now.advanced(by: exchange.timeout)
      }
    }
    if case .download(let download) = target.mode {
      download.progress(DownloadProgress(receivedBytes: written, expectedBytes: target.expected))
    }
  }

  private func complete(id: Int) {
    let result =
      withExchange(id) { exchange -> Result<ExchangeResult, TransportError>? in
        guard exchange.isOpen, let head = exchange.head else { return nil }
        switch exchange.mode {
        case .send:
          if exchange.isShort { return .failure(.connectionLost(host: exchange.host)) }
          return .success(.response(HTTPResponse(head: head, body: exchange.body)))
        case .download:
          guard let writer = exchange.writer else {
            return .success(.download(.rejected(HTTPResponse(head: head, body: exchange.body))))
          }
          exchange.writer = nil
          do throws(TransportError) {
            let size = try writer.commit(expectedBytes: exchange.expectedBytes, host: exchange.host)
            return .success(.download(.saved(head, bytes: size)))
          } catch {
            return .failure(error)
          }
        }
      } ?? nil
    if let result { finish(id, with: result) }
  }

  /// Makes sure the head was seen (some platforms may skip the response callback) before the
  /// body or the end is handled.
  private func ensureHead(of task: URLSessionTask) -> Bool {
    let id = task.taskIdentifier
    guard let seen = withExchange(id, { $0.head != nil }) else { return false }
    return seen || receiveHead(task.response, id: id)
  }

  // MARK: - URLSessionDataDelegate

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let proceed = receiveHead(response, id: dataTask.taskIdentifier)
    completionHandler(proceed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    guard ensureHead(of: dataTask) else { return }
    receiveBody(data, id: dataTask.taskIdentifier)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let id = task.taskIdentifier
    if let error {
      guard let (host, timeout, isShort) = withExchange(id, { ($0.host, $0.timeout, $0.isShort) })
      else { return }
      var failure = TransportError.from(error, host: host, timeoutSeconds: timeout.seconds)
      if isShort, case .other = failure {
        // FoundationNetworking reports a body cut short of its Content-Length as an unknown
        // error: it is a lost connection.
        failure = .connectionLost(host: host)
      }
      finish(id, with: .failure(failure), cancelTask: false)
      return
    }
    guard ensureHead(of: task) else {
      finish(id, with: .failure(.other("the server closed the connection without an answer")))
      return
    }
    complete(id: id)
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let id = task.taskIdentifier
    guard let origin = withExchange(id, { $0.origin }), let target = request.url else {
      completionHandler(nil)
      return
    }
    if origin.hasSameOrigin(as: target) {
      completionHandler(request)
      return
    }
    // End the exchange first, so that the 3xx answer URLSession delivers next is ignored, then
    // refuse the redirect, then stop the task.
    let refusal = TransportError.redirectRefused(
      fromHost: origin.hostForMessages,
      toHost: target.hostForMessages
    )
    finish(id, with: .failure(refusal), cancelTask: false)
    completionHandler(nil)
    task.cancel()
  }

  // MARK: - Heads

  private static func head(of response: URLResponse?) -> HTTPResponseHead? {
    guard let response = response as? HTTPURLResponse else { return nil }
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      guard let name = name as? String else { continue }
      headers[name] = value as? String ?? "\(value)"
    }
    return HTTPResponseHead(statusCode: response.statusCode, headers: headers)
  }

  /// `Content-Length` when it counts the bytes URLSession delivers: not when the body is
  /// content-encoded (URLSession decodes it, so more bytes arrive than were announced).
  private static func decodedLength(of head: HTTPResponseHead) -> Int64? {
    if let encoding = head.value(forHeader: "content-encoding")?.lowercased(),
      !encoding.isEmpty, encoding != "identity"
    {
      return nil
    }
    return head.contentLength
  }
}
