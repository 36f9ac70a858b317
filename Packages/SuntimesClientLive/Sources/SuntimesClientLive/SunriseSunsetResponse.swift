import Foundation
import HTTPTransport
import SuntimesClient

/// Decodes an API answer into a ``SolarDay`` or a ``SuntimesError``.
///
/// The body is read before the status code: the API sends its errors with HTTP 400 as well as
/// 200, and a proxy can answer anything with any status. So an API status in the body wins over
/// the HTTP status (an `OK` body is accepted whatever the HTTP status), and any body that is not
/// the API's JSON is ``SuntimesError/unexpectedResponse(statusCode:found:)``, with `found`
/// naming what it was. The JSON is read by ``JSONParser``: cancelling the task, or passing
/// `deadline` while it reads, is ``SuntimesError/cancelled`` or
/// ``SuntimesError/timedOut(seconds:)`` (with `timeout`), as during the exchange.
enum SunriseSunsetResponse {
  /// The day `response` answers for `coordinate` and `date`, or why there is none; the JSON is
  /// read by `deadline` (the end of the request's budget `timeout`).
  static func solarDay(
    from response: HTTPResponse,
    coordinate: Coordinate,
    date: CalendarDate,
    deadline: ContinuousClock.Instant? = nil,
    timeout: Duration = .zero
  ) throws(SuntimesError) -> SolarDay {
    let object = try jsonObject(response, deadline: deadline, timeout: timeout)
    try checkStatus(object, statusCode: response.statusCode)
    let results = try Results(object, statusCode: response.statusCode)
    return SolarDay(
      coordinate: coordinate,
      date: date,
      sunrise: try results.event("sunrise"),
      sunset: try results.event("sunset"),
      solarNoon: try results.instant("solar_noon"),
      dayLength: try results.seconds("day_length"),
      civilTwilightBegin: try results.event("civil_twilight_begin"),
      civilTwilightEnd: try results.event("civil_twilight_end"),
      nauticalTwilightBegin: try results.event("nautical_twilight_begin"),
      nauticalTwilightEnd: try results.event("nautical_twilight_end"),
      astronomicalTwilightBegin: try results.event("astronomical_twilight_begin"),
      astronomicalTwilightEnd: try results.event("astronomical_twilight_end")
    )
  }

  /// The body as a JSON object, or what it is instead.
  private static func jsonObject(
    _ response: HTTPResponse, deadline: ContinuousClock.Instant?, timeout: Duration
  ) throws(SuntimesError) -> JSONObject {
    let statusCode = response.statusCode
    let text = String(decoding: response.body.prefix(8_192), as: UTF8.self)
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard let first = start.first else {
      throw .unexpectedResponse(statusCode: statusCode, found: BodySummary.empty)
    }
    if first == "<" {
      throw .unexpectedResponse(statusCode: statusCode, found: UnexpectedBody.summary.markup(start))
    }
    let json: JSONValue
    do {
      json = try JSONParser(deadline: deadline).parse(response.body)
    } catch {
      if let stop = error.transportError(timeout: timeout) {
        throw SuntimesError(transportFailure: stop)
      }
      let found: String
      if first == "{" || first == "[" {
        found = error.found ?? BodySummary.malformedJSON
      } else if response.head.mediaType == "text/html" {
        found = "an HTML page"
      } else {
        found = UnexpectedBody.summary.notJSON(response.body)
      }
      throw .unexpectedResponse(statusCode: statusCode, found: found)
    }
    guard case .object(let object) = json else {
      throw .unexpectedResponse(
        statusCode: statusCode, found: UnexpectedBody.foreignJSON("not an object"))
    }
    return object
  }

  /// Throws the error an API status other than `OK` stands for.
  private static func checkStatus(
    _ object: JSONObject, statusCode: Int
  ) throws(SuntimesError) {
    guard let value = object["status"] else {
      throw .unexpectedResponse(
        statusCode: statusCode, found: UnexpectedBody.foreignJSON("missing status"))
    }
    guard case .string(let status) = value else {
      throw .unexpectedResponse(
        statusCode: statusCode, found: UnexpectedBody.foreignJSON("status is not a string"))
    }
    switch status {
    case "OK": return
    case "INVALID_REQUEST": throw .invalidRequest
    case "INVALID_DATE": throw .invalidDate
    case "INVALID_TZID": throw .invalidTimeZone
    case "UNKNOWN_ERROR": throw .serverFailure
    default: throw .unknownStatus(UnexpectedBody.summary.hint(Substring(status)) ?? "(unprintable)")
    }
  }

  /// The `results` object of an `OK` answer, read field by field.
  private struct Results {
    let fields: JSONObject
    let statusCode: Int

    init(_ object: JSONObject, statusCode: Int) throws(SuntimesError) {
      self.statusCode = statusCode
      guard let value = object["results"] else {
        throw .unexpectedResponse(
          statusCode: statusCode, found: UnexpectedBody.foreignJSON("missing results"))
      }
      guard case .object(let fields) = value else {
        throw .unexpectedResponse(
          statusCode: statusCode, found: UnexpectedBody.foreignJSON("results is not an object"))
      }
      self.fields = fields
    }

    func event(_ name: String) throws(SuntimesError) -> SolarEvent {
      guard let event = APITimestamp.event(from: try text(name)) else {
        throw foreign("results.\(name) is not an ISO 8601 time")
      }
      return event
    }

    func instant(_ name: String) throws(SuntimesError) -> Date {
      guard let date = APITimestamp.date(from: try text(name)) else {
        throw foreign("results.\(name) is not an ISO 8601 time")
      }
      return date
    }

    func seconds(_ name: String) throws(SuntimesError) -> Duration {
      guard case .number(let number) = try field(name), let seconds = Int(exactly: number),
        seconds >= 0
      else { throw foreign("results.\(name) is not a whole number of seconds") }
      return .seconds(seconds)
    }

    private func text(_ name: String) throws(SuntimesError) -> String {
      guard case .string(let text) = try field(name) else {
        throw foreign("results.\(name) is not an ISO 8601 time")
      }
      return text
    }

    private func field(_ name: String) throws(SuntimesError) -> JSONValue {
      guard let value = fields[name], value != .null else {
        throw foreign("missing results.\(name)")
      }
      return value
    }

    private func foreign(_ reason: String) -> SuntimesError {
      .unexpectedResponse(statusCode: statusCode, found: UnexpectedBody.foreignJSON(reason))
    }
  }
}
