import Foundation
import HTTPTransport
import MusicPresentation

extension HTTPTransport {
  /// This transport, writing one line per HTTP exchange to `log` (for `--verbose`): the method,
  /// the URL's path WITHOUT its query (the query carries credentials), the status, and how long
  /// it took, e.g. `GET /rest/getArtists 200 12 ms`, and why when it repeats an earlier one
  /// (`[again: the server refused tokens: asked again with the password]`); `failed` and the
  /// reason for an exchange that
  /// got no answer. Never the query, the headers or a body.
  func logging(
    to log: @escaping @Sendable (String) -> Void,
    clock: ContinuousClock = ContinuousClock()
  ) -> HTTPTransport {
    let (send, download) = (self.send, self.download)
    return HTTPTransport(
      send: { request in
        let started = clock.now
        do {
          let response = try await send(request)
          log(ExchangeLog.line(request, "\(response.statusCode)", clock.now - started))
          return response
        } catch {
          log(ExchangeLog.line(request, "failed", clock.now - started, ExchangeLog.reason(error)))
          throw error
        }
      },
      download: { job in
        let started = clock.now
        do {
          let outcome = try await download(job)
          let status: Int
          switch outcome {
          case .saved(let head, _): status = head.statusCode
          case .rejected(let response): status = response.statusCode
          }
          log(ExchangeLog.line(job.request, "\(status)", clock.now - started))
          return outcome
        } catch {
          log(
            ExchangeLog.line(job.request, "failed", clock.now - started, ExchangeLog.reason(error)))
          throw error
        }
      }
    )
  }
}

/// The lines of ``HTTPTransport/logging(to:clock:)``.
enum ExchangeLog {
  /// `GET /rest/ping 200 12 ms`, or `GET /rest/ping failed 3 ms (why)`, and a newline.
  static func line(
    _ request: HTTPRequest, _ status: String, _ elapsed: Duration, _ reason: String? = nil
  ) -> String {
    let milliseconds = Int((elapsed / .milliseconds(1)).rounded())
    let why = reason.map { " (\($0))" } ?? ""
    let again = request.note.map { " [again: \(oneLine($0))]" } ?? ""
    return
      "\(request.method.rawValue) \(path(request.url)) \(status) \(milliseconds) ms\(why)\(again)\n"
  }

  /// The URL's path alone: no scheme, host, user, query or fragment; control characters
  /// escaped.
  static func path(_ url: URL) -> String {
    let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? ""
    return oneLine(path.isEmpty ? "/" : path)
  }

  /// Why an exchange got no answer; transport errors never carry a URL, and other errors are
  /// named by their type only.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? TransportError else { return "\(type(of: error))" }
    return oneLine(error.description)
  }
}
