extension ExampleClient {
  /// A client that answers `greeting` to every request: the smallest double for a test
  /// that needs one answer.
  public static func returning(_ greeting: String) -> ExampleClient {
    ExampleClient(fetchGreeting: { _ in greeting })
  }

  /// A client whose every endpoint throws `error`.
  public static func failing(_ error: ExampleError) -> ExampleClient {
    ExampleClient(fetchGreeting: { _ in throw error })
  }
}
