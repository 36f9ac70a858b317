extension SuntimesClient {
  /// A client built from two: it asks `primary`, and when that cannot answer (unreachable, out
  /// of time, failing on its side, or answering something that is not its answer) asks
  /// `fallback` instead, first calling `onFallback` with `primary`'s error so that the caller can
  /// say which one answered. A refusal of the request itself (an invalid date, say) and a
  /// cancellation are passed on as they are: the fallback could not mend them.
  ///
  /// `sunsonic sun --source auto` is the API falling back to the times computed on the machine.
  public static func fallingBack(
    from primary: SuntimesClient,
    to fallback: SuntimesClient,
    onFallback: @escaping @Sendable (SuntimesError) -> Void
  ) -> SuntimesClient {
    SuntimesClient(fetchSolarDay: { coordinate, date in
      do {
        return try await primary.fetchSolarDay(coordinate, date)
      } catch let error as SuntimesError {
        switch error {
        case .unreachable, .timedOut, .serverFailure, .unexpectedResponse:
          onFallback(error)
          return try await fallback.fetchSolarDay(coordinate, date)
        case .invalidRequest, .invalidDate, .invalidTimeZone, .unknownStatus, .cancelled:
          throw error
        }
      }
    })
  }
}
