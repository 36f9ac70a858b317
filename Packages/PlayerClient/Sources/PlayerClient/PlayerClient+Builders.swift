extension PlayerClient {
  /// A client whose `start` throws `error`.
  public static func failing(_ error: PlayerError) -> PlayerClient {
    PlayerClient(start: { _ in throw error })
  }
}
