import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads the internet radio stations (`getInternetRadioStations`), in the server's order.
public typealias InternetRadioStationsStore = LoadStore<
  InternetRadioStationsRequest, [InternetRadioStation], SubsonicError
>

extension InternetRadioStationsStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { _ in
      try await client.getInternetRadioStations()
    }
  }
}

/// What an ``InternetRadioStationsStore`` loads: every station (the API takes no parameters).
public struct InternetRadioStationsRequest: Sendable, Hashable {
  /// Creates a request.
  public init() {}
}
