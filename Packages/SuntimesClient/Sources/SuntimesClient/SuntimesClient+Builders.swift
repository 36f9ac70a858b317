extension SuntimesClient {
  /// A client that answers `day` for every place and date, and counts nothing: the smallest
  /// double for a test that needs one answer.
  public static func returning(_ day: SolarDay) -> SuntimesClient {
    SuntimesClient(fetchSolarDay: { _, _ in day })
  }

  /// A client whose every endpoint throws `error`.
  public static func failing(_ error: SuntimesError) -> SuntimesClient {
    SuntimesClient(fetchSolarDay: { _, _ in throw error })
  }
}
