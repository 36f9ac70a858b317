import Foundation
import HTTPTransport
import SuntimesClient

extension SuntimesClient {
  /// A client that asks the Sunrise-Sunset API at `baseURL` through `transport`.
  ///
  /// Sunrise, sunset and the whole day come from one answer per place and date: concurrent
  /// identical requests share one HTTP request, and answers are kept for the
  /// `cacheCapacity` most recently used places and dates (failures are not kept). Times are
  /// asked in UTC (no `tzid`); a ``SolarDay`` holds instants, to present in any zone.
  ///
  /// - Parameters:
  ///   - baseURL: The API's JSON endpoint; any query it carries is kept.
  ///   - transport: The HTTP transport; tests pass `HTTPTransport.fake`.
  ///   - timeout: The budget of one request, from its start to its answer read.
  ///   - cacheCapacity: How many answers to keep; `0` keeps none but still shares requests.
  public static func live(
    baseURL: URL = SuntimesAPI.defaultBaseURL,
    transport: HTTPTransport,
    timeout: Duration = .seconds(30),
    cacheCapacity: Int = 256
  ) -> SuntimesClient {
    live(
      baseURL: baseURL,
      transport: transport,
      timeout: timeout,
      cache: SolarDayCache(capacity: cacheCapacity)
    )
  }

  /// The live client over a given cache, so that tests can watch its waiters.
  static func live(
    baseURL: URL,
    transport: HTTPTransport,
    timeout: Duration,
    cache: SolarDayCache
  ) -> SuntimesClient {
    SuntimesClient(fetchSolarDay: { coordinate, date in
      let key = SolarDayCache.Key(coordinate: coordinate, date: date)
      return try await cache.solarDay(for: key) {
        await fetchSolarDay(
          key: key, baseURL: baseURL, transport: transport, timeout: timeout)
      }
    })
  }

  /// One exchange with the API, every failure as a ``SuntimesError``.
  private static func fetchSolarDay(
    key: SolarDayCache.Key,
    baseURL: URL,
    transport: HTTPTransport,
    timeout: Duration
  ) async -> Result<SolarDay, SuntimesError> {
    do throws(SuntimesError) {
      let request = try SunriseSunsetRequest.make(
        baseURL: baseURL, coordinate: key.coordinate, date: key.date, timeout: timeout)
      // The request's budget runs from here to the answer read: what the transport leaves of
      // it is the parse's.
      let deadline = ContinuousClock.now.advanced(by: request.timeout)
      let response: HTTPResponse
      do {
        response = try await transport.send(request)
      } catch {
        throw SuntimesError(transportFailure: error)
      }
      return .success(
        try SunriseSunsetResponse.solarDay(
          from: response, coordinate: key.coordinate, date: key.date, deadline: deadline,
          timeout: request.timeout))
    } catch {
      return .failure(error)
    }
  }
}
