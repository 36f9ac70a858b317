import Foundation
import HTTPTransport
import SuntimesClient
import SuntimesClientLive
import Testing

/// The request the client sends.
struct RequestTests {
  private func sentRequest(
    baseURL: URL = SuntimesAPI.defaultBaseURL,
    timeout: Duration = .seconds(30),
    place: Coordinate = Sample.toronto,
    date: CalendarDate = Sample.midsummer
  ) async throws -> HTTPRequest {
    let log = RequestLog()
    let answer = try Fixture.response("toronto-2026-06-21.json")
    let client = SuntimesClient.live(
      baseURL: baseURL, transport: log.transport { _ in answer }, timeout: timeout)
    _ = try await client.fetchSolarDay(place, date)
    #expect(log.count == 1)
    return try #require(log.requests.first)
  }

  private func query(_ request: HTTPRequest) -> [String] {
    (URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? [])
      .map { "\($0.name)=\($0.value ?? "")" }
  }

  @Test func requestIsAGetWithLatLngExplicitDateAndFormattedZero() async throws {
    let request = try await sentRequest(timeout: .seconds(12))
    #expect(request.method == .get)
    #expect(
      request.url.absoluteString
        == "https://api.sunrise-sunset.org/json?lat=43.6532&lng=-79.3832&date=2026-06-21&formatted=0"
    )
    #expect(query(request) == ["lat=43.6532", "lng=-79.3832", "date=2026-06-21", "formatted=0"])
    #expect(!request.url.absoluteString.contains("tzid"))
    #expect(request.timeout == .seconds(12))
    #expect(request.isIdempotent)
    #expect(request.headers["Accept"] == "application/json")
  }

  @Test func coordinatesNeverUseExponentNotation() async throws {
    let place = try Coordinate(latitude: 0.00001, longitude: -0.000123)
    let request = try await sentRequest(place: place)
    #expect(query(request) == ["lat=0.00001", "lng=-0.000123", "date=2026-06-21", "formatted=0"])
  }

  @Test(arguments: [
    (-0.0, "0.0"), (90, "90.0"), (-180, "-180.0"), (1.5e-7, "0.00000015"),
    (-1e-10, "-0.0000000001"),
  ])
  func coordinateIsPlainDecimal(value: Double, text: String) async throws {
    let place = try Coordinate(latitude: value.magnitude <= 90 ? value : 0, longitude: value)
    let request = try await sentRequest(place: place)
    #expect(query(request).dropFirst().first == "lng=\(text)")
  }

  @Test func queryOfTheBaseURLIsKeptAndOursReplacesItsParameters() async throws {
    let base = try #require(
      URL(string: "http://127.0.0.1:8080/scenario/ok/json?key=a%2Fb&formatted=1"))
    let request = try await sentRequest(baseURL: base, date: Sample.newYear)
    #expect(
      request.url.absoluteString
        == "http://127.0.0.1:8080/scenario/ok/json?key=a%2Fb&lat=43.6532&lng=-79.3832&date=2026-01-01&formatted=0"
    )
  }

  @Test func attributionLinksToTheSite() {
    #expect(SuntimesAPI.attributionURL.absoluteString == "https://sunrise-sunset.org")
    #expect(SuntimesAPI.defaultBaseURL.absoluteString == "https://api.sunrise-sunset.org/json")
  }
}
