import Foundation
import FuzzSupport
import HTTPTransport
import SuntimesClient
import SuntimesClientLive

// Fuzzes the decoding of Sunrise-Sunset answers through the live client's public API.
//
// Input: one selector byte, then the body. The selector's low 3 bits pick the HTTP status, the
// next 2 bits the Content-Type. A fresh client per input (the client caches answers).
//
// Promises checked besides "no crash": only `SuntimesError` is thrown; an answer is for the day
// that was asked; an unexpected response reports the HTTP status it got; no error quotes more
// than a short hint of the body, and never a query-like `?`, `=`, `&` or `%`.

let statuses = [200, 400, 500, 502, 404, 503, 301, 204]
let contentTypes = ["application/json", "text/html; charset=utf-8", "text/plain", ""]
let coordinate = try! Coordinate(latitude: 43.6532, longitude: -79.3832)
let date = try! CalendarDate(year: 2026, month: 6, day: 21)
let baseURL = URL(string: "http://127.0.0.1:9/json")!

Fuzzer.main { input in
  let selector = Int(input.first ?? 0)
  let status = statuses[selector & 7]
  let contentType = contentTypes[(selector >> 3) & 3]
  let response = HTTPResponse(
    statusCode: status,
    headers: contentType.isEmpty ? [:] : ["Content-Type": contentType],
    body: Data(input.dropFirst())
  )
  let client = SuntimesClient.live(
    baseURL: baseURL, transport: .fake { _ in response }, cacheCapacity: 4)
  do {
    let day = try await client.fetchSolarDay(coordinate, date)
    guard day.coordinate == coordinate, day.date == date else {
      Fuzzer.fail("answer for \(day.coordinate) on \(day.date), not the day asked")
    }
  } catch let error as SuntimesError {
    check(error, status: status)
  } catch {
    Fuzzer.fail("threw \(type(of: error)), not SuntimesError: \(error)")
  }
}

func check(_ error: SuntimesError, status: Int) {
  switch error {
  case .unexpectedResponse(let statusCode, let found):
    guard statusCode == status else {
      Fuzzer.fail("unexpectedResponse names HTTP \(statusCode), the answer was \(status)")
    }
    checkHint(found, limit: 120, in: error)
  case .unknownStatus(let status):
    checkHint(status, limit: 40, in: error)
  case .invalidRequest, .invalidDate, .invalidTimeZone, .serverFailure:
    break
  case .unreachable, .timedOut, .cancelled:
    Fuzzer.fail("a transport error from an answer the transport delivered: \(error)")
  }
}

func checkHint(_ text: String, limit: Int, in error: SuntimesError) {
  guard text.count <= limit, !text.contains(where: { "?=&%".contains($0) }) else {
    Fuzzer.fail("the error quotes the body: \(String(reflecting: error))")
  }
}
