import Foundation

/// Where the Sunrise-Sunset API lives and what showing its data requires.
public enum SuntimesAPI {
  /// The API's JSON endpoint, `https://api.sunrise-sunset.org/json`.
  public static let defaultBaseURL = URL(string: "https://api.sunrise-sunset.org/json")!

  /// The page to link to wherever the data is shown: the API's terms require attribution.
  public static let attributionURL = URL(string: "https://sunrise-sunset.org")!
}
