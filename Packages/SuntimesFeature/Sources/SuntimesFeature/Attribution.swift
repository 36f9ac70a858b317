/// The credit the Sunrise-Sunset API's terms ask for wherever its data is shown: a line naming
/// sunrise-sunset.org with a link to it.
public enum Attribution {
  /// The address the credit links to.
  public static let sunriseSunsetLink = "https://sunrise-sunset.org"

  /// `Sunrise and sunset times by sunrise-sunset.org (https://sunrise-sunset.org)`: show it with
  /// every presentation of the API's data, text or JSON.
  public static let sunriseSunset =
    "Sunrise and sunset times by sunrise-sunset.org (\(sunriseSunsetLink))"
}
