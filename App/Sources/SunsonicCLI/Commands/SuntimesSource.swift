/// Where `sunsonic sun` takes its times from: `--source`, else `SUNTIMES_SOURCE`, else
/// `sun-source` in the configuration file, else the API.
enum SuntimesSource: String, CaseIterable, Sendable {
  /// The Sunrise-Sunset API.
  case api
  /// Computed on this machine (`SuntimesClient.computed()`), with no network.
  case local
  /// The API, and when it is unreachable or gives no usable answer in time, computed on this
  /// machine, saying so in one line on standard error.
  case auto
}
