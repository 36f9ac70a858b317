import Foundation

/// Where the Example service lives.
public enum ExampleAPI {
  /// The service's address: a placeholder until the real one replaces it here. The app can
  /// pass another with `live(baseURL:transport:timeout:)`.
  public static let defaultBaseURL = URL(string: "https://example.invalid/api")!
}
