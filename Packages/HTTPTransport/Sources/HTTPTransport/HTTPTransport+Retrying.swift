import Foundation

extension HTTPTransport {
  /// This transport, with `send` retried as `policy` says; `download` passes through unretried.
  ///
  /// A request is sent again only when it ``HTTPRequest/isIdempotent``, and only after
  /// ``TransportError/unreachable(host:)``, ``TransportError/connectionLost(host:)`` or a 429,
  /// 502, 503 or 504 answer. Between attempts it waits as `Retry-After` asks, or else an
  /// exponential backoff with jitter. Attempts and waits share the request's `timeout`: each
  /// attempt gets what is left of it, and a wait that would reach the end of it is not made.
  /// When attempts or time run out, the last answer is returned (or its error thrown).
  /// ``TransportError/timedOut(seconds:)`` (the budget is spent) and
  /// ``TransportError/cancelled`` are never retried.
  public func retrying(_ policy: RetryPolicy = RetryPolicy()) -> HTTPTransport {
    let send = self.send
    return HTTPTransport(
      send: { request in try await policy.send(request, through: send) },
      download: download
    )
  }
}

extension RetryPolicy {
  /// Sends `request` through `send`, retrying as this policy says.
  func send(
    _ request: HTTPRequest,
    through send: @Sendable (HTTPRequest) async throws -> HTTPResponse
  ) async throws -> HTTPResponse {
    guard request.isIdempotent, maxAttempts > 1 else { return try await send(request) }
    let clock = ContinuousClock()
    let budget = request.timeout
    var spent = Duration.zero
    var attempt = 1
    while true {
      var attemptRequest = request
      attemptRequest.timeout = budget - spent
      let started = clock.now
      let result: Result<HTTPResponse, TransportError>
      do {
        result = .success(try await send(attemptRequest))
      } catch let error as TransportError {
        result = .failure(error)
      }
      spent += clock.now - started

      let wait: Duration
      switch result {
      case .success(let response):
        guard Self.retryableStatusCodes.contains(response.statusCode) else { return response }
        let retryAfter = response.head.value(forHeader: "retry-after").flatMap {
          Self.retryAfter($0, now: now())
        }
        wait = retryAfter ?? jitteredBackoff(afterAttempt: attempt)
      case .failure(.unreachable), .failure(.connectionLost):
        wait = jitteredBackoff(afterAttempt: attempt)
      case .failure(.timedOut):
        // The attempt had only what was left of the budget: report the whole budget.
        throw TransportError.timedOut(seconds: budget.seconds)
      case .failure(let error):
        throw error
      }

      guard attempt < maxAttempts, spent + wait < budget else { return try result.get() }
      do {
        try await sleep(wait)
      } catch {
        throw TransportError.cancelled
      }
      if Task.isCancelled { throw TransportError.cancelled }
      spent += wait
      attempt += 1
    }
  }
}
