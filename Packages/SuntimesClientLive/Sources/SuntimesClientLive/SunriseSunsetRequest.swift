import Foundation
import HTTPTransport
import SuntimesClient

/// Builds the API request for one place and day:
/// `GET {baseURL}?lat=..&lng=..&date=YYYY-MM-DD&formatted=0`.
///
/// Always an explicit date (a missing one means "today" in the server's zone) and always
/// `formatted=0` (ISO 8601 times with an offset, `day_length` in seconds). No `tzid`: times come
/// in UTC. A query already in the base URL is kept, except the four parameters set here, which
/// replace any value it had (the API keeps the last of repeated parameters).
enum SunriseSunsetRequest {
  /// The parameters this request sets.
  static let parameterNames: Set<String> = ["lat", "lng", "date", "formatted"]

  /// The request, or ``SuntimesError/unreachable(_:)`` when `baseURL` cannot take a query.
  static func make(
    baseURL: URL,
    coordinate: Coordinate,
    date: CalendarDate,
    timeout: Duration
  ) throws(SuntimesError) -> HTTPRequest {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      throw .unreachable("the base URL cannot take a query")
    }
    let kept = (components.percentEncodedQueryItems ?? []).filter {
      !parameterNames.contains($0.name)
    }
    components.percentEncodedQueryItems =
      kept + [
        URLQueryItem(name: "lat", value: decimal(coordinate.latitude)),
        URLQueryItem(name: "lng", value: decimal(coordinate.longitude)),
        URLQueryItem(name: "date", value: date.description),
        URLQueryItem(name: "formatted", value: "0"),
      ]
    guard let url = components.url else {
      throw .unreachable("the base URL cannot take a query")
    }
    return HTTPRequest(
      method: .get,
      url: url,
      headers: ["Accept": "application/json"],
      timeout: timeout,
      isIdempotent: true
    )
  }

  /// `value` in plain decimal notation, as exact as Swift prints it: `0.00001`, never `1e-05`.
  static func decimal(_ value: Double) -> String {
    let text = "\(value == 0 ? 0 : value)"  // also turns -0.0 into 0.0
    guard let exponentMark = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(text[text.index(after: exponentMark)...])
    else { return text }
    var mantissa = text[..<exponentMark]
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    if !sign.isEmpty { mantissa = mantissa.dropFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let whole = String(parts[0])
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    var digits = whole + fraction
    var point = whole.count + exponent  // digits before the decimal point
    if point <= 0 {
      digits = String(repeating: "0", count: 1 - point) + digits
      point = 1
    } else if point > digits.count {
      digits += String(repeating: "0", count: point - digits.count)
    }
    var integer = String(digits.prefix(point))
    while integer.count > 1, integer.hasPrefix("0") { integer.removeFirst() }
    var decimals = String(digits.dropFirst(point))
    while decimals.hasSuffix("0") { decimals.removeLast() }
    return sign + integer + "." + (decimals.isEmpty ? "0" : decimals)
  }
}
