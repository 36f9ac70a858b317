extension PlayerClient {
  /// A client whose every endpoint throws `error`.
  public static func failing(_ error: PlayerError) -> PlayerClient {
    PlayerClient(prepare: { throw error }, start: { _ in throw error })
  }
}
